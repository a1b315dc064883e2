/* One frame: depth first, each layer's shadow, background, contents, gradient, shape fill and
 * stroke, sublayers (in zPosition order, clipped by masksToBounds), then its border on top, as
 * Core Animation draws them; a layer with opacity below 1 and more than one part, or with a
 * mask, is composited as one group (the mask's alpha applied to the group). */
#define _POSIX_C_SOURCE 200809L /* for strdup */

#include "draw.h"

#include "geometry.h"
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
    if (!r) { perror(program_name); exit(1); }
    r->shadows = shadow_cache_create();
    return r;
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
    if (!r->images) { perror(program_name); exit(1); }
    r->images[r->image_count++] = (image){ strdup(path), surface };
    return surface;
}

/* The shape's blurred coverage, offset, in the shadow's colour (built in device pixels). */
static void draw_shadow(renderer *r, cairo_t *cr, const scene_layer *layer, const double radii[4], double scale, double alpha) {
    double pixel_radii[4] = { radii[0] * scale, radii[1] * scale, radii[2] * scale, radii[3] * scale };
    double origin[2] = { layer->bounds[0], layer->bounds[1] };
    int padding;
    cairo_surface_t *mask = layer->shadow_path.elements
        ? shadow_path_mask(r->shadows, &layer->shadow_path, scale, layer->shadow_radius * scale, origin, &padding)
        : shadow_mask(r->shadows, layer->bounds[2] * scale, layer->bounds[3] * scale, pixel_radii, layer->shadow_radius * scale, &padding);
    cairo_save(cr);
    cairo_translate(cr, origin[0] + layer->shadow_offset[0], origin[1] + layer->shadow_offset[1]);
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
    sublayer_matrix(layer, own, space, &r->flattened);
    size_t *order = sublayer_order(layer);
    for (size_t i = 0; i < layer->sublayer_count; i++) draw_layer(r, cr, &layer->sublayers[order[i]], space, scale);
    free(order);
}

/* A conic sweep has no cairo pattern: a mesh of thin wedges about the centre, each coloured
 * from its two edges' angles (linear in angle across a wedge), clipped to the bounds. */
static cairo_pattern_t *conic_mesh(const scene_gradient *g, double cx, double cy, double t0, double reach) {
    enum { WEDGES = 360 };
    const double pi = 3.14159265358979323846;
    cairo_pattern_t *mesh = cairo_pattern_create_mesh();
    for (int i = 0; i < WEDGES; i++) {
        double a0 = t0 + 2 * pi * i / WEDGES, a1 = t0 + 2 * pi * (i + 1) / WEDGES;
        scene_color c0 = gradient_color(g, (double)i / WEDGES), c1 = gradient_color(g, (double)(i + 1) / WEDGES);
        cairo_mesh_pattern_begin_patch(mesh);
        cairo_mesh_pattern_move_to(mesh, cx, cy);
        cairo_mesh_pattern_line_to(mesh, cx + reach * cos(a0), cy + reach * sin(a0));
        cairo_mesh_pattern_line_to(mesh, cx + reach * cos(a1), cy + reach * sin(a1));
        cairo_mesh_pattern_line_to(mesh, cx, cy);
        cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, c0.red, c0.green, c0.blue, c0.alpha);
        cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, c0.red, c0.green, c0.blue, c0.alpha);
        cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, c1.red, c1.green, c1.blue, c1.alpha);
        cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, c1.red, c1.green, c1.blue, c1.alpha);
        cairo_mesh_pattern_end_patch(mesh);
    }
    return mesh;
}

/* CAGradientLayer over the bounds (clipped by masksToBounds' rounded corners, as the caller
 * set up), colours in straight alpha as the file gives them. */
static void draw_gradient(cairo_t *cr, const scene_layer *layer, double alpha) {
    const scene_gradient *g = &layer->gradient;
    if (g->count == 0) return;
    const double *b = layer->bounds;
    double sx = b[0] + g->start[0] * b[2], sy = b[1] + g->start[1] * b[3];
    double ex = b[0] + g->end[0] * b[2], ey = b[1] + g->end[1] * b[3];
    cairo_pattern_t *pattern;
    if (g->type == GRADIENT_CONIC) {
        pattern = conic_mesh(g, sx, sy, atan2(ey - sy, ex - sx), 2 * (b[2] + b[3]) + hypot(sx - b[0], sy - b[1]));
    } else {
        if (g->type == GRADIENT_AXIAL) {
            pattern = cairo_pattern_create_linear(sx, sy, ex, ey);
        } else {
            double rx = fabs(ex - sx), ry = fabs(ey - sy);
            if (!(rx > 0 && ry > 0)) return; /* a degenerate ellipse: nothing to draw */
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1);
            cairo_matrix_t m;
            cairo_matrix_init(&m, 1 / rx, 0, 0, 1 / ry, -sx / rx, -sy / ry);
            cairo_pattern_set_matrix(pattern, &m);
        }
        for (size_t i = 0; i < g->count; i++)
            cairo_pattern_add_color_stop_rgba(pattern, g->locations[i], g->colors[i].red, g->colors[i].green,
                                              g->colors[i].blue, g->colors[i].alpha);
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD);
    }
    cairo_save(cr);
    cairo_rectangle(cr, b[0], b[1], b[2], b[3]);
    cairo_clip(cr);
    cairo_set_source(cr, pattern);
    cairo_paint_with_alpha(cr, alpha);
    cairo_restore(cr);
    cairo_pattern_destroy(pattern);
}

/* CAShapeLayer: the fill, then the stroke (trimmed to strokeStart…strokeEnd by arc length of
 * the flattened path, then dashed). A width under one device pixel is a one-pixel hairline. */
static void draw_shape(cairo_t *cr, const scene_layer *layer, double alpha) {
    cairo_set_tolerance(cr, 1.0 / 16);
    if (layer->has_fill && layer->fill.alpha > 0) {
        scene_path_to_cairo(cr, &layer->path);
        cairo_set_fill_rule(cr, layer->even_odd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING);
        set_color(cr, layer->fill, alpha);
        cairo_fill(cr);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    }
    const scene_stroke *s = &layer->stroke;
    if (!s->present || s->color.alpha <= 0 || !(s->end > s->start)) return;
    cairo_matrix_t ctm;
    cairo_get_matrix(cr, &ctm);
    double device = affine_scale(ctm.xx, ctm.yx, ctm.xy, ctm.yy);
    if (s->start > 0 || s->end < 1) {
        scene_path trimmed;
        path_trim(&layer->path, 1.0 / 16 / device, s->start, s->end, &trimmed);
        scene_path_to_cairo(cr, &trimmed);
        free(trimmed.elements);
    } else {
        scene_path_to_cairo(cr, &layer->path);
    }
    static const cairo_line_cap_t caps[] = { CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE };
    static const cairo_line_join_t joins[] = { CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL };
    double width = s->width * device < 1 ? 1 / device : s->width;
    cairo_set_line_width(cr, width);
    cairo_set_line_cap(cr, caps[s->cap]);
    cairo_set_line_join(cr, joins[s->join]);
    cairo_set_miter_limit(cr, s->miter_limit);
    cairo_set_dash(cr, s->dashes, (int)s->dash_count, s->dash_phase);
    set_color(cr, s->color, alpha);
    cairo_stroke(cr);
    cairo_set_dash(cr, NULL, 0, 0);
}

static void draw_layer(renderer *r, cairo_t *cr, const scene_layer *layer, const double parent[16], double scale) {
    if (layer->hidden || layer->opacity <= 0) return;
    double own[16], radii[4];
    cairo_matrix_t affine;
    layer_matrix(layer, parent, own, &r->flattened);
    layer_corner_radii(layer, radii);
    const double *b = layer->bounds;
    int drawable = flatten(own, &affine);
    int gradient = layer->gradient.present && layer->gradient.count > 0 && b[2] > 0 && b[3] > 0;
    int shape = layer->path.elements != NULL;
    int has_shape = b[2] > 0 && b[3] > 0 && (layer->background.alpha > 0 || layer->border_width > 0 || layer->contents);
    int shadow = layer->shadow_opacity > 0 && (layer->shadow_path.elements || has_shape);
    int parts = shadow + (layer->background.alpha > 0) + (layer->contents != NULL) + gradient
              + (shape && layer->has_fill) + (shape && layer->stroke.present)
              + (layer->border_width > 0) + (layer->sublayer_count > 0);
    int group = (layer->opacity < 1 && parts > 1) || layer->mask;
    double alpha = group ? 1 : layer->opacity;
    if (group) {
        /* The group's surface covers only the pixels the layer can touch. */
        int box[4];
        cairo_surface_t *target = cairo_get_target(cr);
        layer_device_box(layer, parent, scale, cairo_image_surface_get_width(target), cairo_image_surface_get_height(target), box);
        cairo_save(cr);
        cairo_identity_matrix(cr);
        cairo_rectangle(cr, box[0], box[1], box[2] - box[0], box[3] - box[1]);
        cairo_clip(cr);
        cairo_push_group(cr);
    }
    int visible = has_shape && drawable;
    if (drawable) use_matrix(cr, &affine, scale);
    if (drawable && shadow) draw_shadow(r, cr, layer, radii, scale, alpha);
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
        if (drawable && gradient) draw_gradient(cr, layer, alpha);
        if (drawable && shape) draw_shape(cr, layer, alpha);
        draw_sublayers(r, cr, layer, own, scale);
        cairo_restore(cr);
    }
    if (visible && layer->border_width > 0) {
        use_matrix(cr, &affine, scale);
        draw_border(cr, layer, radii, alpha);
    }
    if (group) {
        cairo_identity_matrix(cr);
        if (layer->mask) {
            /* The mask layer, drawn in this layer's bounds space, then its alpha over the group. */
            cairo_pattern_t *content = cairo_pop_group(cr);
            cairo_push_group(cr);
            draw_layer(r, cr, layer->mask, own, scale);
            cairo_identity_matrix(cr);
            cairo_pattern_t *mask = cairo_pop_group(cr);
            cairo_push_group(cr);
            cairo_set_source(cr, content);
            cairo_mask(cr, mask);
            cairo_pattern_destroy(content);
            cairo_pattern_destroy(mask);
        }
        cairo_pop_group_to_source(cr);
        cairo_paint_with_alpha(cr, layer->opacity);
        cairo_restore(cr);
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
