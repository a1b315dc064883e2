/* cairo-render: Fling's peer benchmark. Draws a Fling layer file with cairo's image backend
 * (ARGB32, default anti-aliasing) and times it the way `fling bench render` does.
 *
 *   cairo-render render SCENE.json -o OUT.png
 *   cairo-render bench SCENE.json [--frames N] [--json]
 *   cairo-render compare A.png B.png [--json]
 *
 * Tools/bench-render builds and runs it; docs/bench.md explains the numbers. */
#define _POSIX_C_SOURCE 200809L

#include "draw.h"
#include "scene.h"

#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { WARMUP_FRAMES = 3 };

static int usage(void) {
    fprintf(stderr, "usage: cairo-render render SCENE.json -o OUT.png\n"
                    "       cairo-render bench SCENE.json [--frames N] [--json]\n"
                    "       cairo-render compare A.png B.png [--json]\n");
    return 2;
}

static double milliseconds(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int ascending(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int count) {
    qsort(values, (size_t)count, sizeof *values, ascending);
    return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

/* The scene drawn once into a new surface of its pixel size, or NULL. */
static cairo_surface_t *draw_once(renderer *r, const scene *s) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)ceil(s->width * s->scale),
                                                          (int)ceil(s->height * s->scale));
    if (renderer_draw(r, s, surface)) return surface;
    cairo_surface_destroy(surface);
    return NULL;
}

static void warn_flattened(const renderer *r) {
    int n = renderer_flattened_layers(r);
    if (n > 0) fprintf(stderr, "cairo-render: %d layer%s drawn without perspective (cairo draws only affine transforms)\n",
                       n, n == 1 ? "" : "s");
}

static int render(const char *path, const char *output) {
    scene s;
    if (!scene_load(path, &s)) return 1;
    renderer *r = renderer_create();
    cairo_surface_t *surface = draw_once(r, &s);
    int ok = surface && cairo_surface_write_to_png(surface, output) == CAIRO_STATUS_SUCCESS;
    if (surface && !ok) fprintf(stderr, "cairo-render: cannot write %s\n", output);
    if (ok) { warn_flattened(r); printf("wrote %s\n", output); }
    if (surface) cairo_surface_destroy(surface);
    renderer_destroy(r);
    scene_free(&s);
    return !ok;
}

static int bench(const char *path, int frames, int json) {
    scene s;
    if (!scene_load(path, &s)) return 1;
    renderer *r = renderer_create();
    cairo_surface_t *surface = draw_once(r, &s);
    if (!surface) return 1;
    for (int i = 1; i < WARMUP_FRAMES; i++) renderer_draw(r, &s, surface);
    double *cpu = malloc(3 * (size_t)frames * sizeof *cpu), *wall = cpu + frames, *floor = wall + frames;
    if (!cpu) { perror("cairo-render"); return 1; }
    for (int i = 0; i < frames; i++) {
        double c0 = milliseconds(CLOCK_PROCESS_CPUTIME_ID), w0 = milliseconds(CLOCK_MONOTONIC);
        renderer_draw(r, &s, surface);
        cpu[i] = milliseconds(CLOCK_PROCESS_CPUTIME_ID) - c0;
        wall[i] = milliseconds(CLOCK_MONOTONIC) - w0;
    }
    unsigned char *pixels = cairo_image_surface_get_data(surface);
    size_t bytes = (size_t)cairo_image_surface_get_stride(surface) * (size_t)cairo_image_surface_get_height(surface);
    for (int i = 0; i < frames; i++) {
        double c0 = milliseconds(CLOCK_PROCESS_CPUTIME_ID);
        memset(pixels, 0, bytes);
        floor[i] = milliseconds(CLOCK_PROCESS_CPUTIME_ID) - c0;
    }
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    /* median() sorts, so afterwards cpu[0] and cpu[frames - 1] are the extremes. */
    double cpu_median = median(cpu, frames), wall_median = median(wall, frames), floor_median = median(floor, frames);
    if (json) {
        printf("{\"renderer\":\"cairo %s\",\"scene\":\"%s\",\"threads\":1,\"frames\":%d,\"warmup_frames\":%d,\"width\":%d,"
               "\"height\":%d,\"scale\":%g,\"cpu_ms_per_frame_median\":%.6f,\"cpu_ms_per_frame_min\":%.6f,"
               "\"cpu_ms_per_frame_max\":%.6f,\"wall_ms_per_frame_median\":%.6f,\"memset_ms_median\":%.6f}\n",
               cairo_version_string(), path, frames, WARMUP_FRAMES, width, height, s.scale, cpu_median, cpu[0],
               cpu[frames - 1], wall_median, floor_median);
    } else {
        printf("cairo-render bench: %s, %dx%d pixels, cairo %s, %d frames after %d warm-up\n"
               "frame, process CPU   %.3f ms median (min %.3f ms, max %.3f ms)\n"
               "frame, wall          %.3f ms median\n"
               "memset of the frame  %.3f ms median\n",
               path, width, height, cairo_version_string(), frames, WARMUP_FRAMES, cpu_median, cpu[0], cpu[frames - 1],
               wall_median, floor_median);
    }
    warn_flattened(r);
    free(cpu);
    cairo_surface_destroy(surface);
    renderer_destroy(r);
    scene_free(&s);
    return 0;
}

/* One channel (shift 0, 8, 16 or 24) of a pixel; RGB24 images are opaque. */
static unsigned channel(const unsigned char *row, int x, int shift, cairo_format_t format) {
    unsigned pixel = ((const unsigned *)(const void *)row)[x];
    if (format == CAIRO_FORMAT_RGB24) pixel |= 0xFF000000u;
    return pixel >> shift & 0xFF;
}

/* PSNR over the red, green and blue samples (premultiplied, as cairo holds them), with the
 * largest difference of any channel and how many pixels differ at all. */
static int compare(const char *a_path, const char *b_path, int json) {
    cairo_surface_t *a = cairo_image_surface_create_from_png(a_path), *b = cairo_image_surface_create_from_png(b_path);
    const char *bad = cairo_surface_status(a) ? a_path : cairo_surface_status(b) ? b_path : NULL;
    if (bad) { fprintf(stderr, "cairo-render: %s: cannot read as PNG\n", bad); return 1; }
    int width = cairo_image_surface_get_width(a), height = cairo_image_surface_get_height(a);
    if (width != cairo_image_surface_get_width(b) || height != cairo_image_surface_get_height(b)) {
        fprintf(stderr, "cairo-render: %s is %dx%d, %s is %dx%d\n", a_path, width, height, b_path,
                cairo_image_surface_get_width(b), cairo_image_surface_get_height(b));
        return 1;
    }
    double squared = 0;
    unsigned largest = 0;
    long differing = 0;
    for (int y = 0; y < height; y++) {
        const unsigned char *ra = cairo_image_surface_get_data(a) + y * cairo_image_surface_get_stride(a);
        const unsigned char *rb = cairo_image_surface_get_data(b) + y * cairo_image_surface_get_stride(b);
        for (int x = 0; x < width; x++) {
            unsigned pixel_largest = 0;
            for (int shift = 0; shift < 32; shift += 8) {
                int d = (int)channel(ra, x, shift, cairo_image_surface_get_format(a))
                      - (int)channel(rb, x, shift, cairo_image_surface_get_format(b));
                if (shift < 24) squared += (double)d * d;
                if ((unsigned)abs(d) > pixel_largest) pixel_largest = (unsigned)abs(d);
            }
            differing += pixel_largest > 0;
            if (pixel_largest > largest) largest = pixel_largest;
        }
    }
    double mse = squared / (3.0 * width * height);
    double psnr = mse > 0 ? 10 * log10(255.0 * 255.0 / mse) : INFINITY;
    if (json) {
        printf("{\"psnr_db\":");
        if (isinf(psnr)) printf("null"); else printf("%.3f", psnr);
        printf(",\"identical\":%s,\"max_difference\":%u,\"differing_pixels\":%ld,\"pixels\":%ld}\n",
               isinf(psnr) ? "true" : "false", largest, differing, (long)width * height);
    } else {
        printf("PSNR %.3f dB, largest channel difference %u, %ld of %ld pixels differ\n", psnr, largest, differing,
               (long)width * height);
    }
    cairo_surface_destroy(a);
    cairo_surface_destroy(b);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 3) return usage();
    int json = 0, frames = 60;
    const char *output = NULL;
    for (int i = 3; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) json = 1;
        else if (!strcmp(argv[i], "--frames") && i + 1 < argc) frames = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-o") && i + 1 < argc) output = argv[++i];
        else if (strcmp(argv[1], "compare") || i != 3) return usage();
    }
    if (frames < 1) { fprintf(stderr, "cairo-render: --frames must be at least 1\n"); return 2; }
    if (!strcmp(argv[1], "render") && output) return render(argv[2], output);
    if (!strcmp(argv[1], "bench")) return bench(argv[2], frames, json);
    if (!strcmp(argv[1], "compare") && argc >= 4) return compare(argv[2], argv[3], json);
    return usage();
}
