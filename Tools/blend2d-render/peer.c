/* blend2d-render: the Blend2D peer (its raster context with the JIT pipelines, one thread,
 * PRGB32), drawing a layer file as cairo-render does, through Blend2D's C API.
 *
 * What Blend2D lacks is done here the way cairo-render does it: shadows are A8 masks blurred
 * by the shared Gaussian (render-common), groups (opacity over several parts, masks, rounded
 * masksToBounds) are offscreen images composited back, and dashes are cut by the shared
 * path_dash (Blend2D's stroker keeps a dash array but does not dash). */
#define _POSIX_C_SOURCE 200809L /* strdup, getenv */

#include "blend2d-api.h"
#include "geometry.h"
#include "peer.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *program_name = "blend2d-render";
const char *peer_usage = "";

enum { MAX_DEPTH = 32, SHADOW_LIMIT = 512 };

typedef struct {
    const scene_path *path;     /* NULL: a rounded rectangle */
    double width, height, radii[4], sigma, scale, origin[2];
    int padding;
    BLImageCore mask;           /* A8, blurred */
} shadow;

typedef struct { char *path; BLImageCore image; } image;

struct peer {
    int width, height, flattened, failed;
    double scale;
    BLImageCore canvas;
    BLImageCore offscreen[MAX_DEPTH];      /* a stack of canvas-sized images for groups, clips and masks */
    int ready[MAX_DEPTH], depth;
    shadow *shadows;
    size_t shadow_count;
    image *images;
    size_t image_count;
    BLPathCore path;
};

static void check(BLResult result, const char *what) {
    if (result) { fprintf(stderr, "blend2d-render: %s failed (BLResult %u)\n", what, result); exit(1); }
}

/* BLEND2D_RENDER_NO_JIT=1 in the environment runs Blend2D's portable pipelines instead of its
 * JIT-compiled ones (to see what the JIT buys; the version string says which ran). */
static int no_jit(void) {
    const char *value = getenv("BLEND2D_RENDER_NO_JIT");
    return value && !strcmp(value, "1");
}

const char *peer_version(void) {
    static char version[96];
    BLRuntimeBuildInfo info;
    memset(&info, 0, sizeof info);
    check(bl_runtime_query_info(BL_RUNTIME_INFO_TYPE_BUILD, &info), "bl_runtime_query_info");
    snprintf(version, sizeof version, "Blend2D %u.%u.%u (%s, %s)", info.major_version, info.minor_version,
             info.patch_version, no_jit() ? "no JIT" : "JIT", info.compiler_info);
    return version;
}

static uint32_t rgba32(scene_color c, double alpha) {
    double a = fmax(0, fmin(1, c.alpha * alpha));
    unsigned r = (unsigned)lround(c.red * 255), g = (unsigned)lround(c.green * 255), b = (unsigned)lround(c.blue * 255);
    return (unsigned)lround(a * 255) << 24 | r << 16 | g << 8 | b;
}

static uint64_t rgba64(scene_color c) {
    uint64_t r = (uint64_t)lround(c.red * 65535), g = (uint64_t)lround(c.green * 65535), b = (uint64_t)lround(c.blue * 65535);
    return (uint64_t)lround(fmax(0, fmin(1, c.alpha)) * 65535) << 48 | r << 32 | g << 16 | b;
}

peer *peer_create(const scene *s) {
    peer *p = calloc(1, sizeof *p);
    if (!p) { perror(program_name); exit(1); }
    p->scale = s->scale;
    p->width = (int)ceil(s->width * s->scale);
    p->height = (int)ceil(s->height * s->scale);
    check(bl_image_init_as(&p->canvas, p->width, p->height, BL_FORMAT_PRGB32), "bl_image_init_as");
    bl_path_init(&p->path);
    return p;
}

static void context(BLContextCore *ctx, BLImageCore *target) {
    BLContextCreateInfo info;
    memset(&info, 0, sizeof info); /* thread_count 0: synchronous, on this thread */
    if (no_jit()) info.flags = BL_CONTEXT_CREATE_FLAG_DISABLE_JIT;
    check(bl_context_init_as(ctx, target, &info), "bl_context_init_as");
    bl_context_set_flatten_tolerance(ctx, 1.0 / 16);
}

/* The CTM for a layer's bounds space: its affine map, then the canvas scale. */
static void use_matrix(peer *p, BLContextCore *ctx, const double m[16]) {
    BLMatrix2D t = { { m[0] * p->scale, m[1] * p->scale, m[4] * p->scale, m[5] * p->scale, m[12] * p->scale, m[13] * p->scale } };
    bl_context_apply_transform_op(ctx, BL_TRANSFORM_OP_ASSIGN, &t);
}

static void rounded_rect(BLPathCore *path, const double *b, const double radii[4]) {
    const double k = 0.5522847498307934;
    double x0 = b[0], y0 = b[1], x1 = b[0] + b[2], y1 = b[1] + b[3];
    const double *r = radii;
    bl_path_move_to(path, x0 + r[0], y0);
    bl_path_line_to(path, x1 - r[1], y0);
    if (r[1] > 0) bl_path_cubic_to(path, x1 - r[1] + k * r[1], y0, x1, y0 + r[1] - k * r[1], x1, y0 + r[1]);
    bl_path_line_to(path, x1, y1 - r[2]);
    if (r[2] > 0) bl_path_cubic_to(path, x1, y1 - r[2] + k * r[2], x1 - r[2] + k * r[2], y1, x1 - r[2], y1);
    bl_path_line_to(path, x0 + r[3], y1);
    if (r[3] > 0) bl_path_cubic_to(path, x0 + r[3] - k * r[3], y1, x0, y1 - r[3] + k * r[3], x0, y1 - r[3]);
    bl_path_line_to(path, x0, y0 + r[0]);
    if (r[0] > 0) bl_path_cubic_to(path, x0, y0 + r[0] - k * r[0], x0 + r[0] - k * r[0], y0, x0 + r[0], y0);
    bl_path_close(path);
}

static void to_path(BLPathCore *path, const scene_path *sp) {
    for (size_t i = 0; i < sp->count; i++) {
        const double *q = sp->elements[i].p;
        switch (sp->elements[i].verb) {
        case PATH_MOVE: bl_path_move_to(path, q[0], q[1]); break;
        case PATH_LINE: bl_path_line_to(path, q[0], q[1]); break;
        case PATH_QUAD: bl_path_quad_to(path, q[0], q[1], q[2], q[3]); break;
        case PATH_CUBIC: bl_path_cubic_to(path, q[0], q[1], q[2], q[3], q[4], q[5]); break;
        case PATH_CLOSE: bl_path_close(path); break;
        }
    }
}

/* A blurred A8 mask of the layer's rounded bounds or its shadow path, built once. */
static shadow *shadow_for(peer *p, const scene_layer *layer, const double radii[4]) {
    double sigma = layer->shadow_radius * p->scale, scale = p->scale;
    const scene_path *sp = layer->shadow_path.elements ? &layer->shadow_path : NULL;
    for (size_t i = 0; i < p->shadow_count; i++) {
        shadow *s = &p->shadows[i];
        if (s->path == sp && s->sigma == sigma && s->scale == scale &&
            (sp || (s->width == layer->bounds[2] && s->height == layer->bounds[3] && !memcmp(s->radii, radii, sizeof s->radii))))
            return s;
    }
    /* At most SHADOW_LIMIT masks are kept (bench --moving changes corner radii every frame). */
    if (p->shadow_count >= SHADOW_LIMIT) {
        for (size_t i = 0; i < p->shadow_count; i++) bl_image_destroy(&p->shadows[i].mask);
        p->shadow_count = 0;
    }
    p->shadows = realloc(p->shadows, (p->shadow_count + 1) * sizeof *p->shadows);
    if (!p->shadows) { perror(program_name); exit(1); }
    shadow *s = &p->shadows[p->shadow_count++];
    memset(s, 0, sizeof *s);
    s->path = sp;
    s->width = layer->bounds[2];
    s->height = layer->bounds[3];
    memcpy(s->radii, radii, sizeof s->radii);
    s->sigma = sigma;
    s->scale = scale;
    s->padding = (int)ceil(3 * sigma);
    double box[4] = { 0, 0, layer->bounds[2] * scale, layer->bounds[3] * scale };
    if (sp) {
        path_bounds(sp, scale, box);
        box[0] = floor(box[0]);
        box[1] = floor(box[1]);
    }
    s->origin[0] = sp ? box[0] / scale : layer->bounds[0];
    s->origin[1] = sp ? box[1] / scale : layer->bounds[1];
    int w = (int)ceil(box[2] - box[0]) + 2 * s->padding, h = (int)ceil(box[3] - box[1]) + 2 * s->padding;
    check(bl_image_init_as(&s->mask, w > 0 ? w : 1, h > 0 ? h : 1, BL_FORMAT_A8), "bl_image_init_as (shadow)");
    BLContextCore ctx;
    context(&ctx, &s->mask);
    bl_context_set_comp_op(&ctx, BL_COMP_OP_SRC_COPY);
    bl_context_fill_all_rgba32(&ctx, 0);
    bl_context_set_comp_op(&ctx, BL_COMP_OP_SRC_OVER);
    BLMatrix2D t = { { scale, 0, 0, scale, s->padding - box[0], s->padding - box[1] } };
    if (!sp) t.m[4] = t.m[5] = s->padding, t.m[4] -= layer->bounds[0] * scale, t.m[5] -= layer->bounds[1] * scale;
    bl_context_apply_transform_op(&ctx, BL_TRANSFORM_OP_ASSIGN, &t);
    bl_path_clear(&p->path);
    if (sp) to_path(&p->path, sp); else rounded_rect(&p->path, layer->bounds, radii);
    bl_context_fill_path_d_rgba32(&ctx, &(BLPoint){ 0, 0 }, &p->path, 0xFFFFFFFFu);
    bl_context_end(&ctx);
    bl_context_destroy(&ctx);
    BLImageData data;
    check(bl_image_make_mutable(&s->mask, &data), "bl_image_make_mutable");
    if (s->padding > 0) gaussian_blur_a8(data.pixel_data, data.size.w, data.size.h, (int)data.stride, sigma, s->padding);
    return s;
}

/* The shadow mask at the layer's offset, in the shadow colour: Blend2D places a mask without
 * the transform, so this maps only its origin (the reference scenes shadow unrotated layers). */
static void draw_shadow(peer *p, BLContextCore *ctx, const scene_layer *layer, const double m[16], const double radii[4], double alpha) {
    shadow *s = shadow_for(p, layer, radii);
    double x = s->origin[0] + layer->shadow_offset[0], y = s->origin[1] + layer->shadow_offset[1];
    /* At a whole pixel, as Fling places shadows: Blend2D 0.21 draws nothing for a mask at a
     * fractional origin (a moving frame's). */
    BLPoint at = { floor((x * m[0] + y * m[4] + m[12]) * p->scale - s->padding + 0.5),
                   floor((x * m[1] + y * m[5] + m[13]) * p->scale - s->padding + 0.5) };
    bl_context_apply_transform_op(ctx, BL_TRANSFORM_OP_RESET, NULL);
    bl_context_fill_mask_d_rgba32(ctx, &at, &s->mask, NULL, rgba32(layer->shadow_color, layer->shadow_opacity * alpha));
    use_matrix(p, ctx, m);
}

static BLImageCore *load_image(peer *p, const char *path) {
    for (size_t i = 0; i < p->image_count; i++)
        if (!strcmp(p->images[i].path, path)) return &p->images[i].image;
    p->images = realloc(p->images, (p->image_count + 1) * sizeof *p->images);
    if (!p->images) { perror(program_name); exit(1); }
    image *im = &p->images[p->image_count];
    bl_image_init(&im->image);
    if (bl_image_read_from_file(&im->image, path, NULL)) {
        fprintf(stderr, "blend2d-render: %s: cannot read the image\n", path);
        bl_image_destroy(&im->image);
        p->failed = 1;
        return NULL;
    }
    im->path = strdup(path);
    p->image_count++;
    return &im->image;
}

static void draw_gradient(peer *p, BLContextCore *ctx, const scene_layer *layer, const double radii[4], double alpha) {
    const scene_gradient *g = &layer->gradient;
    const double *b = layer->bounds;
    BLGradientStop *stops = malloc(g->count * sizeof *stops);
    if (!stops) { perror(program_name); exit(1); }
    for (size_t i = 0; i < g->count; i++) stops[i] = (BLGradientStop){ g->locations[i], { rgba64(g->colors[i]) } };
    double sx = b[0] + g->start[0] * b[2], sy = b[1] + g->start[1] * b[3], ex = b[0] + g->end[0] * b[2], ey = b[1] + g->end[1] * b[3];
    BLGradientCore gradient;
    BLResult result;
    if (g->type == GRADIENT_AXIAL) {
        BLLinearGradientValues v = { sx, sy, ex, ey };
        result = bl_gradient_init_as(&gradient, BL_GRADIENT_TYPE_LINEAR, &v, BL_EXTEND_MODE_PAD, stops, g->count, NULL);
    } else if (g->type == GRADIENT_RADIAL) {
        double rx = fabs(ex - sx), ry = fabs(ey - sy);
        if (!(rx > 0 && ry > 0)) { free(stops); return; }
        BLRadialGradientValues v = { 0, 0, 0, 0, 1, 0 };
        BLMatrix2D t = { { rx, 0, 0, ry, sx, sy } };
        result = bl_gradient_init_as(&gradient, BL_GRADIENT_TYPE_RADIAL, &v, BL_EXTEND_MODE_PAD, stops, g->count, &t);
    } else {
        BLConicGradientValues v = { sx, sy, atan2(ey - sy, ex - sx), 1 };
        result = bl_gradient_init_as(&gradient, BL_GRADIENT_TYPE_CONIC, &v, BL_EXTEND_MODE_PAD, stops, g->count, NULL);
    }
    free(stops);
    check(result, "bl_gradient_init_as");
    bl_path_clear(&p->path);
    if (layer->masks_to_bounds) rounded_rect(&p->path, b, radii);
    else rounded_rect(&p->path, b, (double[4]){ 0, 0, 0, 0 });
    bl_context_set_global_alpha(ctx, alpha);
    bl_context_fill_path_d_ext(ctx, &(BLPoint){ 0, 0 }, &p->path, &gradient);
    bl_context_set_global_alpha(ctx, 1);
    bl_gradient_destroy(&gradient);
}

static void draw_shape(peer *p, BLContextCore *ctx, const scene_layer *layer, const double m[16], double alpha) {
    if (layer->has_fill && layer->fill.alpha > 0) {
        bl_path_clear(&p->path);
        to_path(&p->path, &layer->path);
        bl_context_set_fill_rule(ctx, layer->even_odd ? BL_FILL_RULE_EVEN_ODD : BL_FILL_RULE_NON_ZERO);
        bl_context_fill_path_d_rgba32(ctx, &(BLPoint){ 0, 0 }, &p->path, rgba32(layer->fill, alpha));
        bl_context_set_fill_rule(ctx, BL_FILL_RULE_NON_ZERO);
    }
    const scene_stroke *s = &layer->stroke;
    if (!s->present || s->color.alpha <= 0 || !(s->end > s->start)) return;
    double device = affine_scale(m[0], m[1], m[4], m[5]) * p->scale;
    bl_path_clear(&p->path);
    if (s->start > 0 || s->end < 1 || s->dashes) {
        scene_path trimmed, dashed;
        path_trim(&layer->path, 1.0 / 16 / device, s->start, s->end, &trimmed);
        if (s->dashes) {
            path_dash(&trimmed, s->dashes, s->dash_count, s->dash_phase, &dashed);
            to_path(&p->path, &dashed);
            free(dashed.elements);
        } else {
            to_path(&p->path, &trimmed);
        }
        free(trimmed.elements);
    } else {
        to_path(&p->path, &layer->path);
    }
    static const uint32_t caps[] = { BL_STROKE_CAP_BUTT, BL_STROKE_CAP_ROUND, BL_STROKE_CAP_SQUARE };
    static const uint32_t joins[] = { BL_STROKE_JOIN_MITER_BEVEL, BL_STROKE_JOIN_ROUND, BL_STROKE_JOIN_BEVEL };
    bl_context_set_stroke_width(ctx, s->width * device < 1 ? 1 / device : s->width);
    bl_context_set_stroke_caps(ctx, caps[s->cap]);
    bl_context_set_stroke_join(ctx, joins[s->join]);
    bl_context_set_stroke_miter_limit(ctx, s->miter_limit);
    bl_context_stroke_path_d_rgba32(ctx, &(BLPoint){ 0, 0 }, &p->path, rgba32(s->color, alpha));
}

static void draw_layer(peer *p, BLContextCore *ctx, const scene_layer *layer, const double parent[16]);

/* The next canvas-sized offscreen of the stack with a context on it, cleared and clipped to
 * `box` (x0, y0, x1, y1: the pixels the group can touch). It stays readable after
 * end_offscreen until the next begin_offscreen takes its place. */
static BLImageCore *begin_offscreen(peer *p, BLContextCore *ctx, const int box[4]) {
    if (p->depth >= MAX_DEPTH) { fprintf(stderr, "blend2d-render: groups nested deeper than %d\n", MAX_DEPTH); exit(1); }
    BLImageCore *im = &p->offscreen[p->depth];
    if (!p->ready[p->depth]) check(bl_image_init_as(im, p->width, p->height, BL_FORMAT_PRGB32), "bl_image_init_as (offscreen)");
    p->ready[p->depth++] = 1;
    context(ctx, im);
    bl_context_clip_to_rect_d(ctx, &(BLRect){ box[0], box[1], box[2] - box[0], box[3] - box[1] });
    bl_context_set_comp_op(ctx, BL_COMP_OP_SRC_COPY);
    bl_context_fill_all_rgba32(ctx, 0);
    bl_context_set_comp_op(ctx, BL_COMP_OP_SRC_OVER);
    return im;
}

static void end_offscreen(peer *p, BLContextCore *ctx) {
    bl_context_end(ctx);
    bl_context_destroy(ctx);
    p->depth--;
}

/* The box of an offscreen composited onto `ctx` (identity transform) with `comp_op`. */
static void composite(BLContextCore *ctx, BLImageCore *image, const int box[4], uint32_t comp_op, double alpha) {
    bl_context_apply_transform_op(ctx, BL_TRANSFORM_OP_RESET, NULL);
    bl_context_set_comp_op(ctx, comp_op);
    bl_context_set_global_alpha(ctx, alpha);
    bl_context_blit_image_d(ctx, &(BLPoint){ box[0], box[1] }, image, &(BLRectI){ box[0], box[1], box[2] - box[0], box[3] - box[1] });
    bl_context_set_global_alpha(ctx, 1);
    bl_context_set_comp_op(ctx, BL_COMP_OP_SRC_OVER);
}

/* Sublayers, contents, gradient and shape: what masksToBounds clips. */
static void draw_inside(peer *p, BLContextCore *ctx, const scene_layer *layer, const double own[16], const double radii[4], double alpha) {
    const double *b = layer->bounds;
    int sized = b[2] > 0 && b[3] > 0;
    use_matrix(p, ctx, own);
    if (sized && layer->contents) {
        BLImageCore *im = load_image(p, layer->contents);
        if (im) {
            bl_context_set_global_alpha(ctx, alpha);
            bl_context_blit_scaled_image_d(ctx, &(BLRect){ b[0], b[1], b[2], b[3] }, im, NULL);
            bl_context_set_global_alpha(ctx, 1);
        }
    }
    if (sized && layer->gradient.present && layer->gradient.count > 0) draw_gradient(p, ctx, layer, radii, alpha);
    if (layer->path.elements) draw_shape(p, ctx, layer, own, alpha);
    if (layer->sublayer_count) {
        double space[16];
        sublayer_matrix(layer, own, space, &p->flattened);
        size_t *order = sublayer_order(layer);
        for (size_t i = 0; i < layer->sublayer_count; i++) draw_layer(p, ctx, &layer->sublayers[order[i]], space);
        free(order);
    }
}

static void draw_layer(peer *p, BLContextCore *ctx, const scene_layer *layer, const double parent[16]) {
    if (layer->hidden || layer->opacity <= 0) return;
    double own[16], radii[4];
    layer_matrix(layer, parent, own, &p->flattened);
    layer_corner_radii(layer, radii);
    const double *b = layer->bounds;
    if (fabs(own[0] * own[5] - own[1] * own[4]) <= 1e-12) return; /* edge-on */
    int sized = b[2] > 0 && b[3] > 0;
    int gradient = layer->gradient.present && layer->gradient.count > 0 && sized;
    int shape = layer->path.elements != NULL;
    int has_shape = sized && (layer->background.alpha > 0 || layer->border_width > 0 || layer->contents);
    int shadow = layer->shadow_opacity > 0 && (layer->shadow_path.elements || has_shape);
    int parts = shadow + (layer->background.alpha > 0) + (layer->contents != NULL) + gradient + (shape && layer->has_fill)
              + (shape && layer->stroke.present) + (layer->border_width > 0) + (layer->sublayer_count > 0);
    int group = (layer->opacity < 1 && parts > 1) || layer->mask;
    int clip = layer->masks_to_bounds && (layer->sublayer_count > 0 || layer->contents || shape);
    double alpha = group ? 1 : layer->opacity;
    BLContextCore group_ctx, *c = ctx;
    BLImageCore *group_image = NULL;
    int box[4] = { 0, 0, 0, 0 };
    if (group || clip) layer_device_box(layer, parent, p->scale, p->width, p->height, box);
    if (group) {
        group_image = begin_offscreen(p, &group_ctx, box);
        c = &group_ctx;
    }
    use_matrix(p, c, own);
    if (shadow) draw_shadow(p, c, layer, own, radii, alpha);
    if (sized && layer->background.alpha > 0) {
        bl_path_clear(&p->path);
        rounded_rect(&p->path, b, radii);
        bl_context_fill_path_d_rgba32(c, &(BLPoint){ 0, 0 }, &p->path, rgba32(layer->background, alpha));
    }
    if (clip) {
        /* Rounded (or rotated) clipping: the clipped parts into an offscreen, kept where the
         * rounded bounds cover it. */
        BLContextCore clip_ctx, shape_ctx;
        BLImageCore *clip_image = begin_offscreen(p, &clip_ctx, box);
        draw_inside(p, &clip_ctx, layer, own, radii, alpha);
        BLImageCore *shape_image = begin_offscreen(p, &shape_ctx, box);
        use_matrix(p, &shape_ctx, own);
        bl_path_clear(&p->path);
        rounded_rect(&p->path, b, radii);
        bl_context_fill_path_d_rgba32(&shape_ctx, &(BLPoint){ 0, 0 }, &p->path, 0xFFFFFFFFu);
        end_offscreen(p, &shape_ctx);
        composite(&clip_ctx, shape_image, box, BL_COMP_OP_DST_IN, 1);
        end_offscreen(p, &clip_ctx);
        composite(c, clip_image, box, BL_COMP_OP_SRC_OVER, 1);
        use_matrix(p, c, own);
    } else {
        draw_inside(p, c, layer, own, radii, alpha);
        use_matrix(p, c, own);
    }
    if (sized && layer->border_width > 0) {
        double w = layer->border_width, inner[4];
        bl_path_clear(&p->path);
        rounded_rect(&p->path, b, radii);
        if (b[2] > 2 * w && b[3] > 2 * w) {
            for (int i = 0; i < 4; i++) inner[i] = fmax(radii[i] - w, 0);
            rounded_rect(&p->path, (double[4]){ b[0] + w, b[1] + w, b[2] - 2 * w, b[3] - 2 * w }, inner);
        }
        bl_context_set_fill_rule(c, BL_FILL_RULE_EVEN_ODD);
        bl_context_fill_path_d_rgba32(c, &(BLPoint){ 0, 0 }, &p->path, rgba32(layer->border_color, alpha));
        bl_context_set_fill_rule(c, BL_FILL_RULE_NON_ZERO);
    }
    if (group) {
        if (layer->mask) {
            BLContextCore mask_ctx;
            BLImageCore *mask_image = begin_offscreen(p, &mask_ctx, box);
            draw_layer(p, &mask_ctx, layer->mask, own);
            end_offscreen(p, &mask_ctx);
            composite(c, mask_image, box, BL_COMP_OP_DST_IN, 1);
        }
        end_offscreen(p, c);
        composite(ctx, group_image, box, BL_COMP_OP_SRC_OVER, layer->opacity);
    }
}

int peer_draw(peer *p, const scene *s) {
    static const double canvas[16] = { 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1 };
    BLContextCore ctx;
    context(&ctx, &p->canvas);
    bl_context_set_comp_op(&ctx, BL_COMP_OP_SRC_COPY);
    bl_context_fill_all_rgba32(&ctx, rgba32(s->clear, 1));
    bl_context_set_comp_op(&ctx, BL_COMP_OP_SRC_OVER);
    p->flattened = 0;
    p->depth = 0;
    draw_layer(p, &ctx, &s->root, canvas);
    bl_context_end(&ctx);
    bl_context_destroy(&ctx);
    return !p->failed;
}

unsigned char *peer_pixels(peer *p, size_t *bytes, int *width, int *height) {
    BLImageData data;
    check(bl_image_make_mutable(&p->canvas, &data), "bl_image_make_mutable");
    *width = data.size.w;
    *height = data.size.h;
    *bytes = (size_t)data.stride * (size_t)data.size.h;
    return data.pixel_data;
}

int peer_write_png(peer *p, const char *path) {
    if (!bl_image_write_to_file(&p->canvas, path, NULL)) return 1;
    fprintf(stderr, "blend2d-render: cannot write %s\n", path);
    return 0;
}

int peer_flattened_layers(const peer *p) { return p->flattened; }

void peer_destroy(peer *p) {
    for (int d = 0; d < MAX_DEPTH; d++)
        if (p->ready[d]) bl_image_destroy(&p->offscreen[d]);
    for (size_t i = 0; i < p->shadow_count; i++) bl_image_destroy(&p->shadows[i].mask);
    for (size_t i = 0; i < p->image_count; i++) { bl_image_destroy(&p->images[i].image); free(p->images[i].path); }
    free(p->shadows);
    free(p->images);
    bl_path_destroy(&p->path);
    bl_image_destroy(&p->canvas);
    free(p);
}

int peer_command(int argc, char **argv) {
    (void)argc; (void)argv;
    return -1;
}
