#line 418 "program/10-dp.nw"
#include <math.h>
#include <string.h>
#include "dp_presets.h"

const dp_preset dp_presets[] = {
  #line 992 "chapters/04-integrators.nw"
  { "explainer", "explainer: its default start (book: Finding the explainer's start)",
    "120/150 deg at rest, equal masses and rods: the explainer's drift and twins",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 120, 150, 0, 0 },
  { "explainer-mass10", "explainer: its default start with the mass ratio at 10",
    "the same start with m2 = 10 m1: RK4 at h = 1/600 s loses energy in kicks",
    DP_MODEL_CORRECT, 1, 10, 1, 1, 9.81, 120, 150, 0, 0 },
  #line 592 "chapters/05-hamilton.nw"
  { "blog", "blog: its Fortran program",
    "g = 0.005, unit rods and masses, 90/90 degrees at rest (tau = 3)",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 0.005, 90, 90, 0, 0 },
  { "blog-unequal", "book: a case for the blog's second simulation",
    "unequal rods and masses from 120/45 degrees at rest, in the blog's units",
    DP_MODEL_CORRECT, 1, 2, 1, 0.6, 0.005, 120, 45, 0, 0 },
  #line 822 "chapters/08-chaos.nw"
  { "chaos120", "review: chaos table, 120 deg row",
    "both rods at 120 degrees: the book's high-energy start for twins and Lyapunov exponents",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 120, 120, 0, 0 },
  { "chaos10", "review: chaos table, 10 deg row",
    "both rods at 10 degrees: regular motion, twins stay together",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 10, 10, 0, 0 },
  { "chaos60", "review: chaos table, 60 deg row",
    "both rods at 60 degrees: still regular over 30 s",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 60, 60, 0, 0 },
  { "chaos90", "review: chaos table, 90 deg row",
    "both rods at 90 degrees: chaotic, twins part after about 15 s",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 90, 90, 0, 0 },
  { "explainer-low", "explainer: its Figure 3, low-energy curve (start not printed)",
    "a low-energy start (10/10 degrees, our choice): the twin distance only oscillates",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 10, 10, 0, 0 },
  #line 436 "program/10-dp.nw"
  { "blog90", "blog: its interactive simulation, first case",
    "equal rods and masses released from 90/90 degrees (g = 9.81)",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 90, 90, 0, 0 },
  #line 460 "program/44-paper.nw"
  { "fair4", "review: preset 'Fair 4 deg'",
    "equal masses and rods, both at 4 degrees; compare --model correct and linear",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 4, 4, 0, 0 },
  { "fair57", "review: preset 'Fair 57 deg'",
    "equal masses and rods, both at 57 degrees; compare --model correct and linear",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 57, 57, 0, 0 },
  { "plot1", "review: the paper's plot 1",
    "the paper's model, m1 = 0.5, m2 = 1, both rods at 4 degrees (0.07 rad)",
    DP_MODEL_PAPER, 0.5, 1, 1, 1, 9.81, 4, 4, 0, 0 },
  { "plot2", "review: the paper's plot 2",
    "the paper's small-oscillation equations as printed, m1 = m2 = 1, both rods at 1 rad",
    DP_MODEL_PAPER_SMALL, 1, 1, 1, 1, 9.81, 180 / M_PI, 180 / M_PI, 0, 0 },
  #line 327 "program/45-modes.nw"
  { "mode1", "review: preset 'Mode 1'",
    "the slow normal mode of equal masses and rods: th2 = sqrt(2) th1, th1 = 3 degrees",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 3, 3 * M_SQRT2, 0, 0 },
  { "mode2", "review: preset 'Mode 2'",
    "the fast normal mode of equal masses and rods: th2 = -sqrt(2) th1, th1 = 3 degrees",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 3, -3 * M_SQRT2, 0, 0 },
#line 424 "program/10-dp.nw"
};
const int dp_npresets = sizeof dp_presets / sizeof dp_presets[0];

const dp_preset *dp_preset_find(const char *name)
{
  for (int i = 0; i < dp_npresets; i++)
    if (!strcmp(dp_presets[i].name, name))
      return &dp_presets[i];
  return NULL;
}
