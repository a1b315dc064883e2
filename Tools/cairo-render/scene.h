/* A Fling layer file (docs/layer-files.md) as plain C data, with the format's defaults.
 *
 * `fling render` is the strict reader: Tools/bench-render checks every scene with it first,
 * so this reader only insists on what it needs to draw, and stops at the first problem. */
#ifndef CAIRO_RENDER_SCENE_H
#define CAIRO_RENDER_SCENE_H

#include <stddef.h>

/* sRGB components 0…1 and straight alpha, as the file gives them (8-bit / 255). */
typedef struct { double red, green, blue, alpha; } scene_color;

/* CACornerMask's bits. */
enum { CORNER_MIN_X_MIN_Y = 1, CORNER_MAX_X_MIN_Y = 2, CORNER_MIN_X_MAX_Y = 4, CORNER_MAX_X_MAX_Y = 8 };

typedef struct scene_layer {
    double position[2];
    double bounds[4];               /* x, y, width, height */
    double anchor[2];
    double z;
    double transform[16];           /* m11 … m44, row by row (CATransform3D, points are row vectors) */
    double sublayer_transform[16];
    double opacity;
    int hidden;
    scene_color background;
    double corner_radius;
    unsigned corners;
    double border_width;
    scene_color border_color;
    double shadow_opacity, shadow_radius, shadow_offset[2];
    scene_color shadow_color;
    int masks_to_bounds;
    char *contents;                 /* the image's path resolved against the scene's directory, or NULL */
    struct scene_layer *sublayers;
    size_t sublayer_count;
} scene_layer;

typedef struct {
    int width, height;              /* points */
    double scale;                   /* pixels per point */
    scene_color clear;
    scene_layer root;               /* the canvas-sized layer holding the file's `layers` */
} scene;

/* Reads the scene at `path`; on failure prints "cairo-render: PATH: why" and returns 0. */
int scene_load(const char *path, scene *out);

void scene_free(scene *scene);

#endif
