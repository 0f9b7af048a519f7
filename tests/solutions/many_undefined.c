/* Honest work (much unreachable debugging code): a correct file whose
 debugging branch, which no test reaches, calls 40 helpers that were never
 written.  Every one of them needs a stand-in, however many there are
 (the grader once stopped at 32): full marks, and the notes name them. */
void debug_helper_01(const double *s);
void debug_helper_02(const double *s);
void debug_helper_03(const double *s);
void debug_helper_04(const double *s);
void debug_helper_05(const double *s);
void debug_helper_06(const double *s);
void debug_helper_07(const double *s);
void debug_helper_08(const double *s);
void debug_helper_09(const double *s);
void debug_helper_10(const double *s);
void debug_helper_11(const double *s);
void debug_helper_12(const double *s);
void debug_helper_13(const double *s);
void debug_helper_14(const double *s);
void debug_helper_15(const double *s);
void debug_helper_16(const double *s);
void debug_helper_17(const double *s);
void debug_helper_18(const double *s);
void debug_helper_19(const double *s);
void debug_helper_20(const double *s);
void debug_helper_21(const double *s);
void debug_helper_22(const double *s);
void debug_helper_23(const double *s);
void debug_helper_24(const double *s);
void debug_helper_25(const double *s);
void debug_helper_26(const double *s);
void debug_helper_27(const double *s);
void debug_helper_28(const double *s);
void debug_helper_29(const double *s);
void debug_helper_30(const double *s);
void debug_helper_31(const double *s);
void debug_helper_32(const double *s);
void debug_helper_33(const double *s);
void debug_helper_34(const double *s);
void debug_helper_35(const double *s);
void debug_helper_36(const double *s);
void debug_helper_37(const double *s);
void debug_helper_38(const double *s);
void debug_helper_39(const double *s);
void debug_helper_40(const double *s);
#define student_energy base_energy
#include "../mutants/base.c"
#undef student_energy

double student_energy(const dp_params *p, const double s[4])
{
  if (s[0] > 1e300) {
    debug_helper_01(s);
    debug_helper_02(s);
    debug_helper_03(s);
    debug_helper_04(s);
    debug_helper_05(s);
    debug_helper_06(s);
    debug_helper_07(s);
    debug_helper_08(s);
    debug_helper_09(s);
    debug_helper_10(s);
    debug_helper_11(s);
    debug_helper_12(s);
    debug_helper_13(s);
    debug_helper_14(s);
    debug_helper_15(s);
    debug_helper_16(s);
    debug_helper_17(s);
    debug_helper_18(s);
    debug_helper_19(s);
    debug_helper_20(s);
    debug_helper_21(s);
    debug_helper_22(s);
    debug_helper_23(s);
    debug_helper_24(s);
    debug_helper_25(s);
    debug_helper_26(s);
    debug_helper_27(s);
    debug_helper_28(s);
    debug_helper_29(s);
    debug_helper_30(s);
    debug_helper_31(s);
    debug_helper_32(s);
    debug_helper_33(s);
    debug_helper_34(s);
    debug_helper_35(s);
    debug_helper_36(s);
    debug_helper_37(s);
    debug_helper_38(s);
    debug_helper_39(s);
    debug_helper_40(s);
  }
  return base_energy(p, s);
}
