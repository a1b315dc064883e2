/* cairo-render: the cairo peer (image backend, ARGB32, default anti-aliasing), and `compare`,
 * the PSNR of two PNGs that Tools/bench-render reports.
 *
 *   cairo-render compare A.png B.png [--json] */
#include "draw.h"
#include "peer.h"

#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *program_name = "cairo-render";
const char *peer_usage = "       cairo-render compare A.png B.png [--json]\n";

struct peer {
    renderer *renderer;
    cairo_surface_t *surface;
};

const char *peer_version(void) {
    static char version[64];
    snprintf(version, sizeof version, "cairo %s", cairo_version_string());
    return version;
}

peer *peer_create(const scene *s) {
    peer *p = calloc(1, sizeof *p);
    if (!p) { perror(program_name); exit(1); }
    p->renderer = renderer_create();
    p->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)ceil(s->width * s->scale), (int)ceil(s->height * s->scale));
    return p;
}

int peer_draw(peer *p, const scene *s) { return renderer_draw(p->renderer, s, p->surface); }

unsigned char *peer_pixels(peer *p, size_t *bytes, int *width, int *height) {
    *width = cairo_image_surface_get_width(p->surface);
    *height = cairo_image_surface_get_height(p->surface);
    *bytes = (size_t)cairo_image_surface_get_stride(p->surface) * (size_t)*height;
    return cairo_image_surface_get_data(p->surface);
}

int peer_write_png(peer *p, const char *path) {
    if (cairo_surface_write_to_png(p->surface, path) == CAIRO_STATUS_SUCCESS) return 1;
    fprintf(stderr, "cairo-render: cannot write %s\n", path);
    return 0;
}

int peer_flattened_layers(const peer *p) { return renderer_flattened_layers(p->renderer); }

void peer_destroy(peer *p) {
    cairo_surface_destroy(p->surface);
    renderer_destroy(p->renderer);
    free(p);
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

int peer_command(int argc, char **argv) {
    if (strcmp(argv[1], "compare")) return -1;
    if (argc < 4 || argc > 5 || (argc == 5 && strcmp(argv[4], "--json"))) {
        fprintf(stderr, "usage:%s", peer_usage + 6);
        return 2;
    }
    return compare(argv[2], argv[3], argc == 5);
}
