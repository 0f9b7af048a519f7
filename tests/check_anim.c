#line 713 "program/30-animate.nw"
#include <check.h>
#include <math.h>
#include "dp_anim.h"

START_TEST(view_matches_model_positions)
{
  dp_params p = { 1.5, 0.5, 0.7, 1.2, 9.81 };
  dp_view v;
  ck_assert_int_eq(dp_view_make(&p, 640, 480, &v, NULL), DP_OK);
  for (int k = 0; k < 50; k++) {
    double s[DP_NSTATE] = { 0.3 * k - 4, 1.1 - 0.17 * k, 0, 0 }, xy[4], px[4];
    dp_positions(&p, s, xy);
    dp_view_bobs(&v, &p, s, px);
    for (int i = 0; i < 4; i += 2) {
      ck_assert_double_eq_tol(px[i], 320 + v.sigma * xy[i], 1e-9);
      ck_assert_double_eq_tol(px[i + 1], 240 - v.sigma * xy[i + 1], 1e-9);
    }
  }
  double down[DP_NSTATE] = { 0, 0, 0, 0 }, px[4];
  dp_view_bobs(&v, &p, down, px);
  ck_assert_double_eq_tol(px[3], 480 - 34, 1e-9);
}
END_TEST

START_TEST(bob_radius_follows_the_cube_root)
{
  const struct { double ratio, r2; } c[] = {
    { 1, 8 }, { 8, 16 }, { 27, 17 }, { 1.0 / 8, 4 }, { 1.0 / 27, 4 }, { 0.5, 6.3496042078727974 },
  };
  for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
    dp_params p = { 1, c[i].ratio, 1, 1, 9.81 };
    dp_view v;
    ck_assert_int_eq(dp_view_make(&p, 480, 480, &v, NULL), DP_OK);
    ck_assert(v.r1 == 8);
    ck_assert_msg(fabs(v.r2 - c[i].r2) < 1e-12, "ratio %g: r2 %g, expected %g", c[i].ratio,
                  v.r2, c[i].r2);
  }
  dp_params p = dp_params_default();
  dp_view v;
  ck_assert_int_eq(dp_view_make(&p, DP_VIEW_MIN - 1, 480, &v, NULL), DP_EINVAL);
  p.m1 = 0;
  ck_assert_int_eq(dp_view_make(&p, 480, 480, &v, NULL), DP_EINVAL);
}
END_TEST
#line 766 "program/30-animate.nw"
START_TEST(fading_matches_the_closed_forms)
{
  dp_fade_report r;
  ck_assert_int_eq(dp_fade_study(0.008, 60, &r, NULL), DP_OK);
  ck_assert_double_eq_tol(pow(1 - 0.008, 60 * r.half_exact), 0.5, 1e-14);
  for (int fps = 1; fps <= 200; fps++) {
    ck_assert_int_eq(dp_fade_study(0.008, fps, &r, NULL), DP_OK);
    int stuck = (int)ceil(0.5 / (1 - r.factor)) - 1;
    ck_assert_msg(r.stuck_level == (stuck < 0 ? 0 : stuck),
                  "fps %d: stalls at %d, closed form %d", fps, r.stuck_level, stuck);
    ck_assert_int_eq(dp_fade_8bit(r.stuck_level, r.factor), r.stuck_level);
  }
  ck_assert_int_eq(dp_fade_study(0, 60, &r, NULL), DP_EINVAL);
  ck_assert_int_eq(dp_fade_study(0.008, 0, &r, NULL), DP_EINVAL);
}
END_TEST

Suite *anim_suite(void)
{
  Suite *s = suite_create("anim");
  TCase *tc = tcase_create("core");
  tcase_add_test(tc, view_matches_model_positions);
  tcase_add_test(tc, bob_radius_follows_the_cube_root);
  tcase_add_test(tc, fading_matches_the_closed_forms);
  suite_add_tcase(s, tc);
  return s;
}
