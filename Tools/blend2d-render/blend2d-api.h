/* The part of Blend2D's C API (version 0.21, snake_case names) that blend2d-render calls,
 * declared here because the PyPI wheel that ships libblend2d.so (pyblend2d) ships no headers.
 * Types, values and signatures as in Blend2D 0.21.2's blend2d/core/{api,object,context,path,
 * gradient,image,array,matrix,runtime}.h; Tools/bench-render checks that the library reports
 * 0.21 before it builds against them. Every object "core" is Blend2D's 16-byte object detail. */
#ifndef BLEND2D_RENDER_API_H
#define BLEND2D_RENDER_API_H

#include <stddef.h>
#include <stdint.h>

typedef uint32_t BLResult;
typedef struct { _Alignas(8) unsigned char detail[16]; } BLObjectCore;
typedef BLObjectCore BLContextCore, BLImageCore, BLPathCore, BLGradientCore, BLArrayCore;

typedef struct { double x, y; } BLPoint;
typedef struct { int x, y, w, h; } BLRectI;
typedef struct { double x, y, w, h; } BLRect;
typedef struct { double m[6]; } BLMatrix2D; /* m00 m01 m10 m11 m20 m21 */
typedef struct { uint64_t value; } BLRgba64;
typedef struct { double offset; BLRgba64 rgba; } BLGradientStop;
typedef struct { double x0, y0, x1, y1; } BLLinearGradientValues;
typedef struct { double x0, y0, x1, y1, r0, r1; } BLRadialGradientValues;
typedef struct { double x0, y0, angle, repeat; } BLConicGradientValues;
typedef struct { int w, h; } BLSizeI;
typedef struct { void *pixel_data; intptr_t stride; BLSizeI size; uint32_t format, flags; } BLImageData;
typedef struct { uint32_t flags, thread_count, cpu_features, command_queue_limit, saved_state_limit; int pixel_origin[2]; uint32_t reserved[1]; } BLContextCreateInfo;
typedef struct {
    uint32_t major_version, minor_version, patch_version, build_type, baseline_cpu_features, supported_cpu_features,
        max_image_size, max_thread_count, reserved[2];
    char compiler_info[32];
} BLRuntimeBuildInfo;

enum { BL_FORMAT_PRGB32 = 1, BL_FORMAT_A8 = 3 };
enum { BL_COMP_OP_SRC_OVER = 0, BL_COMP_OP_SRC_COPY = 1, BL_COMP_OP_DST_IN = 7 };
enum { BL_FILL_RULE_NON_ZERO = 0, BL_FILL_RULE_EVEN_ODD = 1 };
enum { BL_STROKE_CAP_BUTT = 0, BL_STROKE_CAP_SQUARE = 1, BL_STROKE_CAP_ROUND = 2 };
enum { BL_STROKE_JOIN_MITER_BEVEL = 1, BL_STROKE_JOIN_BEVEL = 3, BL_STROKE_JOIN_ROUND = 4 };
enum { BL_TRANSFORM_OP_RESET = 0, BL_TRANSFORM_OP_ASSIGN = 1 };
enum { BL_GRADIENT_TYPE_LINEAR = 0, BL_GRADIENT_TYPE_RADIAL = 1, BL_GRADIENT_TYPE_CONIC = 2 };
enum { BL_EXTEND_MODE_PAD = 0 };
enum { BL_OBJECT_TYPE_ARRAY_FLOAT64 = 43 };
enum { BL_RUNTIME_INFO_TYPE_BUILD = 0 };
enum { BL_CONTEXT_CREATE_FLAG_DISABLE_JIT = 1 };

BLResult bl_runtime_query_info(uint32_t info_type, void *info_out);

BLResult bl_image_init(BLImageCore *self);
BLResult bl_image_init_as(BLImageCore *self, int w, int h, uint32_t format);
BLResult bl_image_destroy(BLImageCore *self);
BLResult bl_image_get_data(const BLImageCore *self, BLImageData *data_out);
BLResult bl_image_make_mutable(BLImageCore *self, BLImageData *data_out);
BLResult bl_image_read_from_file(BLImageCore *self, const char *file_name, const BLArrayCore *codecs);
BLResult bl_image_write_to_file(const BLImageCore *self, const char *file_name, const void *codec);

BLResult bl_path_init(BLPathCore *self);
BLResult bl_path_destroy(BLPathCore *self);
BLResult bl_path_clear(BLPathCore *self);
BLResult bl_path_move_to(BLPathCore *self, double x0, double y0);
BLResult bl_path_line_to(BLPathCore *self, double x1, double y1);
BLResult bl_path_quad_to(BLPathCore *self, double x1, double y1, double x2, double y2);
BLResult bl_path_cubic_to(BLPathCore *self, double x1, double y1, double x2, double y2, double x3, double y3);
BLResult bl_path_close(BLPathCore *self);

BLResult bl_gradient_init_as(BLGradientCore *self, uint32_t type, const void *values, uint32_t extend_mode,
                             const BLGradientStop *stops, size_t n, const BLMatrix2D *transform);
BLResult bl_gradient_destroy(BLGradientCore *self);

BLResult bl_context_init_as(BLContextCore *self, BLImageCore *image, const BLContextCreateInfo *cci);
BLResult bl_context_destroy(BLContextCore *self);
BLResult bl_context_end(BLContextCore *self);
BLResult bl_context_apply_transform_op(BLContextCore *self, uint32_t op_type, const void *op_data);
BLResult bl_context_set_flatten_tolerance(BLContextCore *self, double tolerance);
BLResult bl_context_set_comp_op(BLContextCore *self, uint32_t comp_op);
BLResult bl_context_set_global_alpha(BLContextCore *self, double alpha);
BLResult bl_context_set_fill_rule(BLContextCore *self, uint32_t fill_rule);
BLResult bl_context_set_stroke_width(BLContextCore *self, double width);
BLResult bl_context_set_stroke_miter_limit(BLContextCore *self, double miter_limit);
BLResult bl_context_set_stroke_caps(BLContextCore *self, uint32_t stroke_cap);
BLResult bl_context_set_stroke_join(BLContextCore *self, uint32_t stroke_join);
BLResult bl_context_clip_to_rect_d(BLContextCore *self, const BLRect *rect);
BLResult bl_context_restore_clipping(BLContextCore *self);
BLResult bl_context_fill_all_rgba32(BLContextCore *self, uint32_t rgba32);
BLResult bl_context_fill_path_d_rgba32(BLContextCore *self, const BLPoint *origin, const BLPathCore *path, uint32_t rgba32);
BLResult bl_context_fill_path_d_ext(BLContextCore *self, const BLPoint *origin, const BLPathCore *path, const void *style);
BLResult bl_context_stroke_path_d_rgba32(BLContextCore *self, const BLPoint *origin, const BLPathCore *path, uint32_t rgba32);
BLResult bl_context_fill_mask_d_rgba32(BLContextCore *self, const BLPoint *origin, const BLImageCore *mask, const BLRectI *mask_area, uint32_t rgba32);
BLResult bl_context_blit_image_d(BLContextCore *self, const BLPoint *origin, const BLImageCore *img, const BLRectI *img_area);
BLResult bl_context_blit_scaled_image_d(BLContextCore *self, const BLRect *rect, const BLImageCore *img, const BLRectI *img_area);

#endif
