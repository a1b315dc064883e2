/* Shadow masks: the shape's anti-aliased coverage drawn by cairo, then a separable Gaussian
 * blur (sigma = the layer's shadowRadius, sampled out to 3 sigma), built once per shape. */
#include "shadow.h"

#include "geometry.h"
#include "shapes.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const scene_path *path;         /* a shadow path's mask, or NULL for a rounded rectangle's */
    double origin[2];
    double width, height, radii[4], sigma;
    int padding;
    cairo_surface_t *mask;
} entry;

struct shadow_cache {
    entry *entries;
    size_t count, capacity;
};

shadow_cache *shadow_cache_create(void) {
    shadow_cache *cache = calloc(1, sizeof *cache);
    if (!cache) { perror(program_name); exit(1); }
    return cache;
}

static void gaussian_blur(cairo_surface_t *mask, double sigma, int radius) {
    cairo_surface_flush(mask);
    gaussian_blur_a8(cairo_image_surface_get_data(mask), cairo_image_surface_get_width(mask),
                     cairo_image_surface_get_height(mask), cairo_image_surface_get_stride(mask), sigma, radius);
    cairo_surface_mark_dirty(mask);
}

static entry build(double width, double height, const double radii[4], double sigma) {
    entry e = { NULL, { 0, 0 }, width, height, { radii[0], radii[1], radii[2], radii[3] }, sigma, (int)ceil(3 * sigma), NULL };
    e.mask = cairo_image_surface_create(CAIRO_FORMAT_A8, (int)ceil(width) + 2 * e.padding, (int)ceil(height) + 2 * e.padding);
    cairo_t *cr = cairo_create(e.mask);
    rounded_rectangle(cr, e.padding, e.padding, width, height, radii);
    cairo_fill(cr);
    cairo_destroy(cr);
    if (e.padding > 0) gaussian_blur(e.mask, sigma, e.padding);
    return e;
}

static entry *add(shadow_cache *cache, entry made, int *padding);

cairo_surface_t *shadow_mask(shadow_cache *cache, double width, double height, const double radii[4], double sigma,
                             int *padding) {
    for (size_t i = 0; i < cache->count; i++) {
        entry *e = &cache->entries[i];
        if (!e->path && e->width == width && e->height == height && e->sigma == sigma && !memcmp(e->radii, radii, sizeof e->radii)) {
            *padding = e->padding;
            return e->mask;
        }
    }
    return add(cache, build(width, height, radii, sigma), padding)->mask;
}

/* At most this many masks are kept: frames whose corner radii change (bench --moving) would
 * otherwise add one per layer per frame, and every lookup walks the list. */
enum { CACHE_LIMIT = 512 };

static entry *add(shadow_cache *cache, entry made, int *padding) {
    if (cache->count >= CACHE_LIMIT) {
        for (size_t i = 0; i < cache->count; i++) cairo_surface_destroy(cache->entries[i].mask);
        cache->count = 0;
    }
    if (cache->count == cache->capacity) {
        cache->capacity = cache->capacity ? cache->capacity * 2 : 8;
        cache->entries = realloc(cache->entries, cache->capacity * sizeof *cache->entries);
        if (!cache->entries) { perror(program_name); exit(1); }
    }
    entry *e = &cache->entries[cache->count++];
    *e = made;
    *padding = e->padding;
    return e;
}

cairo_surface_t *shadow_path_mask(shadow_cache *cache, const scene_path *path, double scale, double sigma, double origin[2],
                                  int *padding) {
    for (size_t i = 0; i < cache->count; i++) {
        entry *e = &cache->entries[i];
        if (e->path == path && e->width == scale && e->sigma == sigma) {
            origin[0] = e->origin[0]; origin[1] = e->origin[1];
            *padding = e->padding;
            return e->mask;
        }
    }
    double box[4];
    path_bounds(path, scale, box);
    int x0 = (int)floor(box[0]), y0 = (int)floor(box[1]);
    entry e = { path, { x0 / scale, y0 / scale }, scale, 0, { 0 }, sigma, (int)ceil(3 * sigma), NULL };
    e.mask = cairo_image_surface_create(CAIRO_FORMAT_A8, (int)ceil(box[2]) - x0 + 2 * e.padding, (int)ceil(box[3]) - y0 + 2 * e.padding);
    cairo_t *cr = cairo_create(e.mask);
    cairo_translate(cr, e.padding - x0, e.padding - y0);
    cairo_scale(cr, scale, scale);
    cairo_set_tolerance(cr, 1.0 / 16);
    scene_path_to_cairo(cr, path);
    cairo_fill(cr);
    cairo_destroy(cr);
    if (e.padding > 0) gaussian_blur(e.mask, sigma, e.padding);
    origin[0] = e.origin[0]; origin[1] = e.origin[1];
    return add(cache, e, padding)->mask;
}

void shadow_cache_destroy(shadow_cache *cache) {
    for (size_t i = 0; i < cache->count; i++) cairo_surface_destroy(cache->entries[i].mask);
    free(cache->entries);
    free(cache);
}
