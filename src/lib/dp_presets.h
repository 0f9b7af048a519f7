#ifndef DP_PRESETS_H
#define DP_PRESETS_H
#include "dp_model.h"
typedef struct {
  const char *name, *source, *shows;
  dp_model model;
  double m1, m2, l1, l2, g, th1_deg, th2_deg, w1, w2;
} dp_preset;
/* The presets, in the order dp presets lists them. */
extern const dp_preset dp_presets[];
extern const int dp_npresets;
/* The preset called name, or NULL if there is none. */
const dp_preset *dp_preset_find(const char *name);
#endif
