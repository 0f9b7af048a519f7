#ifndef DP_WEB_H
#define DP_WEB_H
#include "dp_model.h"
#if defined(__wasm__)
#define DPW_EXPORT(name) __attribute__((export_name(#name)))
#else
#define DPW_EXPORT(name)
#endif
enum { DPW_NSLOTS = 16, DPW_NBUF = 16, DPW_NTEXT = 256 };
enum { DPW_RK4, DPW_GAUSS4, DPW_NMETHODS };
/* The number of presets (the table of dp presets). */
DPW_EXPORT(dpw_npresets) int dpw_npresets(void);
/* Name, source and description of preset i; NULL if there is none. */
DPW_EXPORT(dpw_preset_name) const char *dpw_preset_name(int i);
DPW_EXPORT(dpw_preset_source) const char *dpw_preset_source(int i);
DPW_EXPORT(dpw_preset_shows) const char *dpw_preset_shows(int i);
/* The values of preset i into dpw_buffer (model m1 m2 l1 l2 g th1 th2 w1 w2). */
DPW_EXPORT(dpw_preset_values) int dpw_preset_values(int i);
/* The name of model m, as dp spells it; NULL if there is none. */
DPW_EXPORT(dpw_model_name) const char *dpw_model_name(int m);
/* The shared buffers: DPW_NBUF doubles and DPW_NTEXT characters. */
DPW_EXPORT(dpw_buffer) double *dpw_buffer(void);
DPW_EXPORT(dpw_text) char *dpw_text(void);
/* The expression in dpw_text, read as dp reads an angle, into dpw_buffer[0]. */
DPW_EXPORT(dpw_eval) int dpw_eval(void);
/* The message of the last error. */
DPW_EXPORT(dpw_error) const char *dpw_error(void);
/* Start slot k from the case in dpw_buffer with a method (DPW_RK4, DPW_GAUSS4). */
DPW_EXPORT(dpw_start) int dpw_start(int k, int method);
/* Make slot j a copy of slot k with theta1 moved by delta radians. */
DPW_EXPORT(dpw_twin) int dpw_twin(int j, int k, double delta);
/* Advance slot k by n steps of h seconds. */
DPW_EXPORT(dpw_step) int dpw_step(int k, int n, double h);
/* Slot k's t th1 th2 w1 w2 E drift steps into dpw_buffer. */
DPW_EXPORT(dpw_read) int dpw_read(int k);
/* Slot k in a w x h canvas: x1 y1 x2 y2 x0 y0 r1 r2 sigma into dpw_buffer. */
DPW_EXPORT(dpw_picture) int dpw_picture(int k, int w, int h);
/* The trail's fading factor for a frame of dt seconds (dp_fade_factor, rate 0.008). */
DPW_EXPORT(dpw_fade) double dpw_fade(double dt);
/* The distance between the lower bobs of slots j and k, m; -1 if not both started. */
DPW_EXPORT(dpw_separation) double dpw_separation(int j, int k);
enum { DPW_FLIP_MAX = 1 << 16 };
/* Rows row0..row1-1 of the n x n flip map of the case in dpw_buffer (only
   m1 m2 l1 l2 g are read), run for T s in RK4 steps of h, two pixels at a
   time (the widest vectors of WebAssembly): the times into dpw_flip_t, the
   classes into dpw_flip_cls.  Returns the RK4 steps taken, -1 on error. */
DPW_EXPORT(dpw_flip_rows) double dpw_flip_rows(int n, int row0, int row1, double T, double h);
DPW_EXPORT(dpw_flip_t) double *dpw_flip_t(void);
DPW_EXPORT(dpw_flip_cls) signed char *dpw_flip_cls(void);
#endif
