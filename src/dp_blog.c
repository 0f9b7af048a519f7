#line 688 "chapters/05-hamilton.nw"
#include <math.h>
#include "dp_blog.h"
#define R float
#define F(name) dp_blog_##name##f
#define K(x) x##f
#define SIN sinf
#define COS cosf
#include "dp_blog_eqs.h"
#undef R
#undef F
#undef K
#undef SIN
#undef COS
#define R double
#define F(name) dp_blog_##name##d
#define K(x) x
#define SIN sin
#define COS cos
#include "dp_blog_eqs.h"
