/* A Fling layer file (docs/layer-files.md, versions 1 and 2) as plain C data, with the
 * format's defaults; shared by the peer renderers (cairo-render, blend2d-render).
 *
 * `fling render` is the strict reader: Tools/bench-render checks every scene with it first,
 * so this reader only insists on what it needs to draw, and stops at the first problem. */
#ifndef RENDER_COMMON_SCENE_H
#define RENDER_COMMON_SCENE_H

#include <stddef.h>

/* sRGB components 0…1 and straight alpha, as the file gives them (8-bit / 255). */
typedef struct { double red, green, blue, alpha; } scene_color;

/* CACornerMask's bits. */
enum { CORNER_MIN_X_MIN_Y = 1, CORNER_MAX_X_MIN_Y = 2, CORNER_MIN_X_MAX_Y = 4, CORNER_MAX_X_MAX_Y = 8 };

/* The program's name for messages ("cairo-render: …"); each peer's main defines it. */
extern const char *program_name;

/* A path reduced to four verbs: the file's rect, roundedRect, ellipse and arc elements become
 * lines and cubics exactly as Fling's Path builds them (Sources/Geometry/Path.swift). */
enum { PATH_MOVE, PATH_LINE, PATH_QUAD, PATH_CUBIC, PATH_CLOSE };
typedef struct { int verb; double p[6]; } path_element;   /* MOVE, LINE: p[0..1]; QUAD: control, end; CUBIC: c1, c2, end */
typedef struct { path_element *elements; size_t count, capacity; } scene_path;

enum { CAP_BUTT, CAP_ROUND, CAP_SQUARE };
enum { JOIN_MITER, JOIN_ROUND, JOIN_BEVEL };
typedef struct {
    int present;
    scene_color color;
    double width, miter_limit;
    int cap, join;
    double *dashes;                 /* NULL or summing to 0: solid */
    size_t dash_count;
    double dash_phase, start, end;  /* strokeStart, strokeEnd */
} scene_stroke;

enum { GRADIENT_AXIAL, GRADIENT_RADIAL, GRADIENT_CONIC };
typedef struct {
    int present, type;
    size_t count;
    scene_color *colors;
    double *locations;              /* one per colour (evenly spread when the file has none) */
    double start[2], end[2];        /* unit coordinates of the bounds */
} scene_gradient;

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
    scene_path path;                /* version 2: a shape layer when path.elements != NULL */
    int has_fill, even_odd;
    scene_color fill;
    scene_stroke stroke;
    scene_gradient gradient;
    struct scene_layer *mask;       /* drawn in this layer's bounds space; its alpha masks the layer */
    scene_path shadow_path;         /* the shadow's shape when shadow_path.elements != NULL */
    struct scene_layer *sublayers;
    size_t sublayer_count;
    /* What the file gives, kept for scene_move (motion.c): position, corner radius, transform. */
    double file_position[2], file_corner_radius, file_transform[16];
} scene_layer;

typedef struct {
    int width, height;              /* points */
    double scale;                   /* pixels per point */
    scene_color clear;
    scene_layer root;               /* the canvas-sized layer holding the file's `layers` */
} scene;

/* Reads the scene at `path`; on failure prints "PROGRAM: PATH: where: why" and returns 0. */
int scene_load(const char *path, scene *out);

void scene_free(scene *scene);

/* Moves the scene to frame `frame` of the moving benchmark (docs/bench.md, "Moving frames"):
 * every layer, numbered k in depth-first order from 0 (the file's layers and their
 * sublayers; not masks), is moved from its file position by
 * (3.3 sin(0.37 f + 0.71 k), 2.1 cos(0.23 f + 0.53 k)) points; a corner radius r > 0 becomes
 * r (1 + 0.25 sin(0.41 f + 0.9 k)); the file's last layer (the overlay) turns: its transform is
 * the file's followed by a rotation of 0.03 f radians about z. Fling, cairo-render,
 * blend2d-render and skia-render move the same way. */
void scene_move(scene *scene, long frame);

#endif
