/* One frame: depth first, each layer's shadow, background, contents, sublayers (in zPosition
 * order, clipped by masksToBounds), then its border on top, as Core Animation draws them;
 * a layer with opacity below 1 and more than one part is composited as one group. */
#define _POSIX_C_SOURCE 200809L /* for strdup */

#include "draw.h"

#include "shadow.h"
#include "shapes.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *path;
    cairo_surface_t *surface;
} image;

struct renderer {
    shadow_cache *shadows;
    image *images;
    size_t image_count;
    int flattened;
    int failed;
};

renderer *renderer_create(void) {
    renderer *r = calloc(1, sizeof *r);
    if (!r) { perror("cairo-render"); exit(1); }
    r->shadows = shadow_cache_create();
    return r;
}

/* out = a · b for CATransform3D-layout matrices (row vectors: apply a, then b). */
static void multiply(const double a[16], const double b[16], double out[16]) {
    double m[16];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) m[i * 4 + j] = a[i * 4] * b[j] + a[i * 4 + 1] * b[4 + j] + a[i * 4 + 2] * b[8 + j] + a[i * 4 + 3] * b[12 + j];
    memcpy(out, m, sizeof m);
}

static void translation(double x, double y, double z, double out[16]) {
    const double m[16] = { 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1 };
    memcpy(out, m, sizeof m);
}

/* `in` without perspective (m14 = m24 = m34 = 0, m44 = 1): cairo draws only affine maps, so
 * a 3D layer is drawn as its orthographic projection. Counts the layers that lose one. */
static void orthographic(renderer *r, const double in[16], double out[16]) {
    memcpy(out, in, 16 * sizeof *in);
    if (in[3] == 0 && in[7] == 0 && in[11] == 0 && in[15] == 1) return;
    r->flattened++;
    out[3] = out[7] = out[11] = 0;
    out[15] = 1;
}

/* The map from a layer's bounds space to the canvas: about the anchor point, the layer's
 * transform, then its position (and zPosition), then the superlayer's sublayer space. */
static void layer_matrix(renderer *r, const scene_layer *layer, const double parent[16], double out[16]) {
    double t[16];
    translation(-(layer->bounds[0] + layer->anchor[0] * layer->bounds[2]),
                -(layer->bounds[1] + layer->anchor[1] * layer->bounds[3]), 0, out);
    orthographic(r, layer->transform, t);
    multiply(out, t, out);
    translation(layer->position[0], layer->position[1], layer->z, t);
    multiply(out, t, out);
    multiply(out, parent, out);
}

/* The space sublayers are placed in: the layer's, with sublayerTransform about its centre. */
static void sublayer_matrix(renderer *r, const scene_layer *layer, const double own[16], double out[16]) {
    double cx = layer->bounds[0] + layer->bounds[2] / 2, cy = layer->bounds[1] + layer->bounds[3] / 2, t[16];
    translation(-cx, -cy, 0, out);
    orthographic(r, layer->sublayer_transform, t);
    multiply(out, t, out);
    translation(cx, cy, 0, t);
    multiply(out, t, out);
    multiply(out, own, out);
}

/* The matrix's x and y rows as a cairo matrix (the matrices here have no perspective).
 * Returns 0 when the layer is seen edge-on (singular), which cairo cannot draw. */
static int flatten(const double m[16], cairo_matrix_t *affine) {
    cairo_matrix_init(affine, m[0], m[1], m[4], m[5], m[12], m[13]);
    return fabs(affine->xx * affine->yy - affine->xy * affine->yx) > 1e-12;
}

/* The CTM for drawing in a layer's bounds space: its affine map, then the canvas scale. */
static void use_matrix(cairo_t *cr, const cairo_matrix_t *affine, double scale) {
    cairo_identity_matrix(cr);
    cairo_scale(cr, scale, scale);
    cairo_transform(cr, affine);
}

static void set_color(cairo_t *cr, scene_color c, double alpha) {
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha);
}

static cairo_surface_t *load_image(renderer *r, const char *path) {
    for (size_t i = 0; i < r->image_count; i++)
        if (!strcmp(r->images[i].path, path)) return r->images[i].surface;
    cairo_surface_t *surface = cairo_image_surface_create_from_png(path);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "cairo-render: %s: %s\n", path, cairo_status_to_string(cairo_surface_status(surface)));
        cairo_surface_destroy(surface);
        r->failed = 1;
        return NULL;
    }
    r->images = realloc(r->images, (r->image_count + 1) * sizeof *r->images);
    if (!r->images) { perror("cairo-render"); exit(1); }
    r->images[r->image_count++] = (image){ strdup(path), surface };
    return surface;
}

/* The shape's blurred coverage, offset, in the shadow's colour (built in device pixels). */
static void draw_shadow(renderer *r, cairo_t *cr, const scene_layer *layer, const double radii[4], double scale, double alpha) {
    double pixel_radii[4] = { radii[0] * scale, radii[1] * scale, radii[2] * scale, radii[3] * scale };
    int padding;
    cairo_surface_t *mask = shadow_mask(r->shadows, layer->bounds[2] * scale, layer->bounds[3] * scale, pixel_radii,
                                        layer->shadow_radius * scale, &padding);
    cairo_save(cr);
    cairo_translate(cr, layer->bounds[0] + layer->shadow_offset[0], layer->bounds[1] + layer->shadow_offset[1]);
    cairo_scale(cr, 1 / scale, 1 / scale);
    set_color(cr, layer->shadow_color, layer->shadow_opacity * alpha);
    cairo_mask_surface(cr, mask, -padding, -padding);
    cairo_restore(cr);
}

/* The image stretched over the bounds, bilinear, its edges anti-aliased by the rectangle. */
static void draw_contents(renderer *r, cairo_t *cr, const scene_layer *layer, double alpha) {
    cairo_surface_t *surface = load_image(r, layer->contents);
    if (!surface) return;
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    cairo_save(cr);
    cairo_rectangle(cr, layer->bounds[0], layer->bounds[1], layer->bounds[2], layer->bounds[3]);
    cairo_clip(cr);
    cairo_translate(cr, layer->bounds[0], layer->bounds[1]);
    cairo_scale(cr, layer->bounds[2] / width, layer->bounds[3] / height);
    cairo_set_source_surface(cr, surface, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR);
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD);
    cairo_paint_with_alpha(cr, alpha);
    cairo_restore(cr);
}

/* Inside the bounds: the area between the rounded bounds and the same inset by the width. */
static void draw_border(cairo_t *cr, const scene_layer *layer, const double radii[4], double alpha) {
    const double *b = layer->bounds, w = layer->border_width;
    rounded_rectangle(cr, b[0], b[1], b[2], b[3], radii);
    if (b[2] > 2 * w && b[3] > 2 * w) {
        double inner[4];
        for (int i = 0; i < 4; i++) inner[i] = fmax(radii[i] - w, 0);
        rounded_rectangle(cr, b[0] + w, b[1] + w, b[2] - 2 * w, b[3] - 2 * w, inner);
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    set_color(cr, layer->border_color, alpha);
    cairo_fill(cr);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
}

static void draw_layer(renderer *r, cairo_t *cr, const scene_layer *layer, const double parent[16], double scale);

/* Sublayers in zPosition order; equal ones keep the file's order. */
static void draw_sublayers(renderer *r, cairo_t *cr, const scene_layer *layer, const double own[16], double scale) {
    if (layer->sublayer_count == 0) return;
    double space[16];
    sublayer_matrix(r, layer, own, space);
    size_t n = layer->sublayer_count, *order = malloc(n * sizeof *order);
    if (!order) { perror("cairo-render"); exit(1); }
    for (size_t i = 0; i < n; i++) {
        size_t j = i;
        for (; j > 0 && layer->sublayers[order[j - 1]].z > layer->sublayers[i].z; j--) order[j] = order[j - 1];
        order[j] = i;
    }
    for (size_t i = 0; i < n; i++) draw_layer(r, cr, &layer->sublayers[order[i]], space, scale);
    free(order);
}

static void draw_layer(renderer *r, cairo_t *cr, const scene_layer *layer, const double parent[16], double scale) {
    if (layer->hidden || layer->opacity <= 0) return;
    double own[16], radii[4];
    cairo_matrix_t affine;
    layer_matrix(r, layer, parent, own);
    layer_corner_radii(layer, radii);
    const double *b = layer->bounds;
    int drawable = flatten(own, &affine);
    int has_shape = b[2] > 0 && b[3] > 0 && (layer->background.alpha > 0 || layer->border_width > 0 || layer->contents);
    int parts = (has_shape && layer->shadow_opacity > 0) + (layer->background.alpha > 0) + (layer->contents != NULL)
              + (layer->border_width > 0) + (layer->sublayer_count > 0);
    int group = layer->opacity < 1 && parts > 1;
    double alpha = group ? 1 : layer->opacity;
    if (group) {
        cairo_identity_matrix(cr);
        cairo_push_group(cr);
    }
    int visible = has_shape && drawable;
    if (drawable) use_matrix(cr, &affine, scale);
    if (visible && layer->shadow_opacity > 0) draw_shadow(r, cr, layer, radii, scale, alpha);
    if (visible && layer->background.alpha > 0) {
        rounded_rectangle(cr, b[0], b[1], b[2], b[3], radii);
        set_color(cr, layer->background, alpha);
        cairo_fill(cr);
    }
    /* An edge-on layer that clips shows nothing of its sublayers either. */
    if (drawable || !layer->masks_to_bounds) {
        cairo_save(cr);
        if (layer->masks_to_bounds) {
            rounded_rectangle(cr, b[0], b[1], b[2], b[3], radii);
            cairo_clip(cr);
        }
        if (visible && layer->contents) draw_contents(r, cr, layer, alpha);
        draw_sublayers(r, cr, layer, own, scale);
        cairo_restore(cr);
    }
    if (visible && layer->border_width > 0) {
        use_matrix(cr, &affine, scale);
        draw_border(cr, layer, radii, alpha);
    }
    if (group) {
        cairo_identity_matrix(cr);
        cairo_pop_group_to_source(cr);
        cairo_paint_with_alpha(cr, layer->opacity);
    }
}

int renderer_draw(renderer *r, const scene *scene, cairo_surface_t *surface) {
    static const double canvas[16] = { 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1 };
    cairo_t *cr = cairo_create(surface);
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    set_color(cr, scene->clear, 1);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    r->flattened = 0;
    draw_layer(r, cr, &scene->root, canvas, scene->scale);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    return !r->failed;
}

int renderer_flattened_layers(const renderer *r) { return r->flattened; }

void renderer_destroy(renderer *r) {
    for (size_t i = 0; i < r->image_count; i++) {
        free(r->images[i].path);
        cairo_surface_destroy(r->images[i].surface);
    }
    free(r->images);
    shadow_cache_destroy(r->shadows);
    free(r);
}
