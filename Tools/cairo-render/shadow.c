/* Shadow masks: the shape's anti-aliased coverage drawn by cairo, then a separable Gaussian
 * blur (sigma = the layer's shadowRadius, sampled out to 3 sigma), built once per shape. */
#include "shadow.h"

#include "shapes.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
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
    if (!cache) { perror("cairo-render"); exit(1); }
    return cache;
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

static void gaussian_blur(cairo_surface_t *mask, double sigma, int radius) {
    double *kernel = malloc((size_t)(2 * radius + 1) * sizeof *kernel), total = 0;
    int width = cairo_image_surface_get_width(mask), height = cairo_image_surface_get_height(mask);
    double *scratch = malloc((size_t)(width > height ? width : height) * sizeof *scratch);
    if (!kernel || !scratch) { perror("cairo-render"); exit(1); }
    for (int k = -radius; k <= radius; k++) total += kernel[k + radius] = exp(-(double)(k * k) / (2 * sigma * sigma));
    for (int k = 0; k <= 2 * radius; k++) kernel[k] /= total;
    cairo_surface_flush(mask);
    unsigned char *data = cairo_image_surface_get_data(mask);
    int stride = cairo_image_surface_get_stride(mask);
    for (int y = 0; y < height; y++) blur_line(data + y * stride, width, 1, kernel, radius, scratch);
    for (int x = 0; x < width; x++) blur_line(data + x, height, stride, kernel, radius, scratch);
    cairo_surface_mark_dirty(mask);
    free(kernel);
    free(scratch);
}

static entry build(double width, double height, const double radii[4], double sigma) {
    entry e = { width, height, { radii[0], radii[1], radii[2], radii[3] }, sigma, (int)ceil(3 * sigma), NULL };
    e.mask = cairo_image_surface_create(CAIRO_FORMAT_A8, (int)ceil(width) + 2 * e.padding, (int)ceil(height) + 2 * e.padding);
    cairo_t *cr = cairo_create(e.mask);
    rounded_rectangle(cr, e.padding, e.padding, width, height, radii);
    cairo_fill(cr);
    cairo_destroy(cr);
    if (e.padding > 0) gaussian_blur(e.mask, sigma, e.padding);
    return e;
}

cairo_surface_t *shadow_mask(shadow_cache *cache, double width, double height, const double radii[4], double sigma,
                             int *padding) {
    for (size_t i = 0; i < cache->count; i++) {
        entry *e = &cache->entries[i];
        if (e->width == width && e->height == height && e->sigma == sigma && !memcmp(e->radii, radii, sizeof e->radii)) {
            *padding = e->padding;
            return e->mask;
        }
    }
    if (cache->count == cache->capacity) {
        cache->capacity = cache->capacity ? cache->capacity * 2 : 8;
        cache->entries = realloc(cache->entries, cache->capacity * sizeof *cache->entries);
        if (!cache->entries) { perror("cairo-render"); exit(1); }
    }
    entry *e = &cache->entries[cache->count++];
    *e = build(width, height, radii, sigma);
    *padding = e->padding;
    return e->mask;
}

void shadow_cache_destroy(shadow_cache *cache) {
    for (size_t i = 0; i < cache->count; i++) cairo_surface_destroy(cache->entries[i].mask);
    free(cache->entries);
    free(cache);
}
