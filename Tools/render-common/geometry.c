#include "geometry.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void matrix_multiply(const double a[16], const double b[16], double out[16]) {
    double m[16];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) m[i * 4 + j] = a[i * 4] * b[j] + a[i * 4 + 1] * b[4 + j] + a[i * 4 + 2] * b[8 + j] + a[i * 4 + 3] * b[12 + j];
    memcpy(out, m, sizeof m);
}

static void translation(double x, double y, double z, double out[16]) {
    const double m[16] = { 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1 };
    memcpy(out, m, sizeof m);
}

/* `in` without perspective (m14 = m24 = m34 = 0, m44 = 1). */
static void orthographic(const double in[16], double out[16], int *flattened) {
    memcpy(out, in, 16 * sizeof *in);
    if (in[3] == 0 && in[7] == 0 && in[11] == 0 && in[15] == 1) return;
    (*flattened)++;
    out[3] = out[7] = out[11] = 0;
    out[15] = 1;
}

void layer_matrix(const scene_layer *layer, const double parent[16], double out[16], int *flattened) {
    double t[16];
    translation(-(layer->bounds[0] + layer->anchor[0] * layer->bounds[2]),
                -(layer->bounds[1] + layer->anchor[1] * layer->bounds[3]), 0, out);
    orthographic(layer->transform, t, flattened);
    matrix_multiply(out, t, out);
    translation(layer->position[0], layer->position[1], layer->z, t);
    matrix_multiply(out, t, out);
    matrix_multiply(out, parent, out);
}

void sublayer_matrix(const scene_layer *layer, const double own[16], double out[16], int *flattened) {
    double cx = layer->bounds[0] + layer->bounds[2] / 2, cy = layer->bounds[1] + layer->bounds[3] / 2, t[16];
    translation(-cx, -cy, 0, out);
    orthographic(layer->sublayer_transform, t, flattened);
    matrix_multiply(out, t, out);
    translation(cx, cy, 0, t);
    matrix_multiply(out, t, out);
    matrix_multiply(out, own, out);
}

size_t *sublayer_order(const scene_layer *layer) {
    size_t n = layer->sublayer_count, *order = malloc((n ? n : 1) * sizeof *order);
    if (!order) { perror(program_name); exit(1); }
    for (size_t i = 0; i < n; i++) {
        size_t j = i;
        for (; j > 0 && layer->sublayers[order[j - 1]].z > layer->sublayers[i].z; j--) order[j] = order[j - 1];
        order[j] = i;
    }
    return order;
}

void layer_corner_radii(const scene_layer *layer, double radii[4]) {
    static const unsigned clockwise[4] = { CORNER_MIN_X_MIN_Y, CORNER_MAX_X_MIN_Y, CORNER_MAX_X_MAX_Y, CORNER_MIN_X_MAX_Y };
    double limit = fmin(layer->bounds[2], layer->bounds[3]) / 2;
    for (int i = 0; i < 4; i++) radii[i] = (layer->corners & clockwise[i]) ? fmin(layer->corner_radius, limit) : 0;
}

/* Blurs `length` samples `stride` apart in place, through `scratch`. */
static void blur_line(unsigned char *line, int length, int stride, const double *kernel, int radius, double *scratch) {
    for (int i = 0; i < length; i++) {
        double sum = 0;
        for (int k = -radius; k <= radius; k++) {
            int j = i + k;
            if (j >= 0 && j < length) sum += kernel[k + radius] * line[j * stride];
        }
        scratch[i] = sum;
    }
    for (int i = 0; i < length; i++) line[i * stride] = (unsigned char)fmin(255, floor(scratch[i] + 0.5));
}

void gaussian_blur_a8(unsigned char *data, int width, int height, int stride, double sigma, int radius) {
    double *kernel = malloc((size_t)(2 * radius + 1) * sizeof *kernel), total = 0;
    double *scratch = malloc((size_t)(width > height ? width : height) * sizeof *scratch);
    if (!kernel || !scratch) { perror(program_name); exit(1); }
    for (int k = -radius; k <= radius; k++) total += kernel[k + radius] = exp(-(double)(k * k) / (2 * sigma * sigma));
    for (int k = 0; k <= 2 * radius; k++) kernel[k] /= total;
    for (int y = 0; y < height; y++) blur_line(data + (size_t)y * (size_t)stride, width, 1, kernel, radius, scratch);
    for (int x = 0; x < width; x++) blur_line(data + x, height, stride, kernel, radius, scratch);
    free(kernel);
    free(scratch);
}

static void add(scene_path *path, int verb, double x, double y) {
    if (path->count == path->capacity) {
        path->capacity = path->capacity ? path->capacity * 2 : 64;
        path->elements = realloc(path->elements, path->capacity * sizeof *path->elements);
        if (!path->elements) { perror(program_name); exit(1); }
    }
    path->elements[path->count++] = (path_element){ verb, { x, y, 0, 0, 0, 0 } };
}

/* Pieces for a curve whose control polygon deviates by `d` from its chord: the usual bound
 * for a polyline within `tolerance` (n² ≥ d / (4·tolerance)... rounded up, at least 1). */
static int pieces(double d, double tolerance) {
    double n = ceil(sqrt(d / (4 * tolerance) * 3));
    return n < 1 ? 1 : n > 10000 ? 10000 : (int)n;
}

/* The path as polylines: MOVE, LINE and CLOSE only. */
static void flatten(const scene_path *path, double tolerance, scene_path *out) {
    double x = 0, y = 0;
    for (size_t i = 0; i < path->count; i++) {
        const path_element *e = &path->elements[i];
        const double *p = e->p;
        switch (e->verb) {
        case PATH_MOVE: case PATH_LINE: add(out, e->verb, p[0], p[1]); x = p[0]; y = p[1]; break;
        case PATH_CLOSE: add(out, PATH_CLOSE, 0, 0); break;
        case PATH_QUAD: {
            int n = pieces(hypot(x - 2 * p[0] + p[2], y - 2 * p[1] + p[3]), tolerance);
            for (int k = 1; k <= n; k++) {
                double t = (double)k / n, u = 1 - t;
                add(out, PATH_LINE, u * u * x + 2 * u * t * p[0] + t * t * p[2], u * u * y + 2 * u * t * p[1] + t * t * p[3]);
            }
            x = p[2]; y = p[3];
            break;
        }
        case PATH_CUBIC: {
            double d = fmax(hypot(x - 2 * p[0] + p[2], y - 2 * p[1] + p[3]), hypot(p[0] - 2 * p[2] + p[4], p[1] - 2 * p[3] + p[5]));
            int n = pieces(d * 1.5, tolerance);
            for (int k = 1; k <= n; k++) {
                double t = (double)k / n, u = 1 - t, a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, dd = t * t * t;
                add(out, PATH_LINE, a * x + b * p[0] + c * p[2] + dd * p[4], a * y + b * p[1] + c * p[3] + dd * p[5]);
            }
            x = p[4]; y = p[5];
            break;
        }
        }
    }
}

void path_trim(const scene_path *path, double tolerance, double start, double end, scene_path *out) {
    scene_path flat = { 0 };
    flatten(path, tolerance, &flat);
    memset(out, 0, sizeof *out);
    /* The total length, closing segments included. */
    double total = 0, sx = 0, sy = 0, x = 0, y = 0;
    for (size_t i = 0; i < flat.count; i++) {
        const path_element *e = &flat.elements[i];
        if (e->verb == PATH_MOVE) { sx = x = e->p[0]; sy = y = e->p[1]; continue; }
        double nx = e->verb == PATH_CLOSE ? sx : e->p[0], ny = e->verb == PATH_CLOSE ? sy : e->p[1];
        total += hypot(nx - x, ny - y);
        x = nx; y = ny;
    }
    double from = start * total, to = end * total, walked = 0;
    if (!(to > from)) { free(flat.elements); add(out, PATH_MOVE, 0, 0); return; }
    int whole = start <= 0 && end >= 1, drawing = 0;
    for (size_t i = 0; i < flat.count; i++) {
        const path_element *e = &flat.elements[i];
        if (e->verb == PATH_MOVE) { sx = x = e->p[0]; sy = y = e->p[1]; drawing = 0; continue; }
        double nx = e->verb == PATH_CLOSE ? sx : e->p[0], ny = e->verb == PATH_CLOSE ? sy : e->p[1];
        double length = hypot(nx - x, ny - y), a = walked, b = walked + length;
        if (b > from && a < to) {
            double t0 = length > 0 ? fmax(0, (from - a) / length) : 0, t1 = length > 0 ? fmin(1, (to - a) / length) : 1;
            if (!drawing) add(out, PATH_MOVE, x + (nx - x) * t0, y + (ny - y) * t0);
            add(out, PATH_LINE, x + (nx - x) * t1, y + (ny - y) * t1);
            drawing = t1 >= 1;
        } else if (length > 0 || b > to) {
            drawing = 0;
        } else if (drawing && a >= from && a <= to) {
            add(out, PATH_LINE, nx, ny);
        }
        if (e->verb == PATH_CLOSE && whole) add(out, PATH_CLOSE, 0, 0);
        walked = b;
        x = nx; y = ny;
    }
    if (!out->elements) add(out, PATH_MOVE, 0, 0);
    free(flat.elements);
}

scene_color gradient_color(const scene_gradient *g, double t) {
    if (g->count == 0) return (scene_color){ 0, 0, 0, 0 };
    if (t <= g->locations[0]) return g->colors[0];
    for (size_t i = 1; i < g->count; i++) {
        if (t <= g->locations[i]) {
            double span = g->locations[i] - g->locations[i - 1], f = span > 0 ? (t - g->locations[i - 1]) / span : 1;
            const scene_color *a = &g->colors[i - 1], *b = &g->colors[i];
            return (scene_color){ a->red + (b->red - a->red) * f, a->green + (b->green - a->green) * f,
                                  a->blue + (b->blue - a->blue) * f, a->alpha + (b->alpha - a->alpha) * f };
        }
    }
    return g->colors[g->count - 1];
}

double affine_scale(double xx, double yx, double xy, double yy) {
    /* The larger singular value of [[xx, xy], [yx, yy]]. */
    double a = xx * xx + yx * yx, b = xx * xy + yx * yy, c = xy * xy + yy * yy;
    return sqrt((a + c) / 2 + sqrt((a - c) * (a - c) / 4 + b * b));
}

/* Whether `phase` lies in an odd-numbered period of the pattern (counted from 0). */
static int skip_periods_odd(double phase, double period) {
    double n = floor(phase / period);
    return fmod(fabs(n), 2) == 1;
}

void path_dash(const scene_path *polylines, const double *pattern, size_t count, double phase, scene_path *out) {
    memset(out, 0, sizeof *out);
    double period = 0;
    for (size_t i = 0; i < count; i++) period += pattern[i];
    /* Where the pattern stands at the start of every subpath: `phase` into it. */
    double skip = period > 0 ? fmod(phase, period) : 0, first_left = count ? pattern[0] : 0;
    size_t first = 0;
    if (skip < 0) skip += period;
    while (period > 0 && skip > 0) {
        if (skip >= first_left) { skip -= first_left; first = (first + 1) % count; first_left = pattern[first]; }
        else { first_left -= skip; skip = 0; }
    }
    double sx = 0, sy = 0, x = 0, y = 0, left = first_left;
    size_t index = first;
    /* On and off alternate through the pattern, so an odd count repeats it with the roles
     * swapped, as Core Graphics does. */
    int drawing = 0, first_on = 1, on = 1;
    for (size_t k = 0; k < first; k++) first_on = !first_on;
    if (period > 0 && count % 2 == 1 && skip_periods_odd(phase, period)) first_on = !first_on;
    for (size_t i = 0; i < polylines->count; i++) {
        const path_element *e = &polylines->elements[i];
        if (e->verb == PATH_MOVE) {
            sx = x = e->p[0]; sy = y = e->p[1];
            index = first; left = first_left; drawing = 0; on = first_on;
            continue;
        }
        double nx = e->verb == PATH_CLOSE ? sx : e->p[0], ny = e->verb == PATH_CLOSE ? sy : e->p[1];
        double length = hypot(nx - x, ny - y), pos = 0;
        if (!(period > 0)) { /* solid */
            if (!drawing) { add(out, PATH_MOVE, x, y); drawing = 1; }
            add(out, PATH_LINE, nx, ny);
        } else {
            while (pos < length || left <= 0) {
                double step = fmin(left, length - pos);
                if (on) {
                    double t0 = length > 0 ? pos / length : 0, t1 = length > 0 ? (pos + step) / length : 0;
                    if (!drawing) { add(out, PATH_MOVE, x + (nx - x) * t0, y + (ny - y) * t0); drawing = 1; }
                    add(out, PATH_LINE, x + (nx - x) * t1, y + (ny - y) * t1);
                }
                pos += step;
                left -= step;
                if (left <= 0) {
                    index = (index + 1) % count;
                    left = pattern[index];
                    on = !on;
                    drawing = 0;
                } else {
                    break;
                }
            }
        }
        x = nx; y = ny;
    }
    if (!out->elements) add(out, PATH_MOVE, 0, 0);
}

void path_bounds(const scene_path *path, double scale, double box[4]) {
    box[0] = box[1] = INFINITY;
    box[2] = box[3] = -INFINITY;
    for (size_t i = 0; i < path->count; i++) {
        const path_element *e = &path->elements[i];
        int n = e->verb == PATH_CUBIC ? 3 : e->verb == PATH_QUAD ? 2 : e->verb == PATH_CLOSE ? 0 : 1;
        for (int k = 0; k < n; k++) {
            box[0] = fmin(box[0], e->p[2 * k] * scale); box[1] = fmin(box[1], e->p[2 * k + 1] * scale);
            box[2] = fmax(box[2], e->p[2 * k] * scale); box[3] = fmax(box[3], e->p[2 * k + 1] * scale);
        }
    }
    if (box[0] > box[2]) box[0] = box[1] = box[2] = box[3] = 0;
}

static void grow(double box[4], const double m[16], double scale, double x, double y) {
    double dx = (x * m[0] + y * m[4] + m[12]) * scale, dy = (x * m[1] + y * m[5] + m[13]) * scale;
    box[0] = fmin(box[0], dx); box[1] = fmin(box[1], dy);
    box[2] = fmax(box[2], dx); box[3] = fmax(box[3], dy);
}

/* Grows `box` by the rectangle (x0, y0)–(x1, y1) of bounds space, `pad` bounds units wider on
 * every side, mapped by `m`. */
static void grow_rect(double box[4], const double m[16], double scale, double x0, double y0, double x1, double y1, double pad) {
    grow(box, m, scale, x0 - pad, y0 - pad);
    grow(box, m, scale, x1 + pad, y0 - pad);
    grow(box, m, scale, x0 - pad, y1 + pad);
    grow(box, m, scale, x1 + pad, y1 + pad);
}

static void tree_box(const scene_layer *layer, const double parent[16], double scale, double box[4], int *flattened) {
    if (layer->hidden || layer->opacity <= 0) return;
    double own[16];
    layer_matrix(layer, parent, own, flattened);
    const double *b = layer->bounds;
    grow_rect(box, own, scale, b[0], b[1], b[0] + b[2], b[1] + b[3], 0);
    if (layer->path.elements) {
        double p[4];
        path_bounds(&layer->path, 1, p);
        const scene_stroke *s = &layer->stroke;
        /* A stroke reaches at most half its width times the miter limit past the path (a square
         * cap: half the width times √2); a hairline one device pixel. */
        double reach = s->present ? fmax(s->width / 2 * fmax(s->miter_limit, 1.5), 1 / scale) + 1 : 0;
        grow_rect(box, own, scale, p[0], p[1], p[2], p[3], reach);
    }
    if (layer->shadow_opacity > 0) {
        double p[4] = { b[0], b[1], b[0] + b[2], b[1] + b[3] };
        if (layer->shadow_path.elements) path_bounds(&layer->shadow_path, 1, p);
        grow_rect(box, own, scale, p[0] + layer->shadow_offset[0], p[1] + layer->shadow_offset[1], p[2] + layer->shadow_offset[0],
                  p[3] + layer->shadow_offset[1], 3 * layer->shadow_radius + 1);
    }
    if (!layer->masks_to_bounds && layer->sublayer_count) {
        double space[16];
        sublayer_matrix(layer, own, space, flattened);
        for (size_t i = 0; i < layer->sublayer_count; i++) tree_box(&layer->sublayers[i], space, scale, box, flattened);
    }
}

void layer_device_box(const scene_layer *layer, const double parent[16], double scale, int width, int height, int box[4]) {
    int ignored = 0;
    double d[4] = { INFINITY, INFINITY, -INFINITY, -INFINITY };
    tree_box(layer, parent, scale, d, &ignored);
    if (layer->mask) {
        double own[16], m[4] = { INFINITY, INFINITY, -INFINITY, -INFINITY };
        layer_matrix(layer, parent, own, &ignored);
        tree_box(layer->mask, own, scale, m, &ignored);
        d[0] = fmax(d[0], m[0]); d[1] = fmax(d[1], m[1]);
        d[2] = fmin(d[2], m[2]); d[3] = fmin(d[3], m[3]);
    }
    box[0] = (int)fmax(0, floor(d[0]) - 1);
    box[1] = (int)fmax(0, floor(d[1]) - 1);
    box[2] = (int)fmin(width, ceil(d[2]) + 1);
    box[3] = (int)fmin(height, ceil(d[3]) + 1);
    if (box[2] < box[0]) box[2] = box[0];
    if (box[3] < box[1]) box[3] = box[1];
}
