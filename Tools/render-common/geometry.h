/* What every peer renderer computes the same way: the layer tree's matrices, corner radii,
 * the shadow blur and strokeStart/strokeEnd trimming. */
#ifndef RENDER_COMMON_GEOMETRY_H
#define RENDER_COMMON_GEOMETRY_H

#include "scene.h"

/* out = a · b for CATransform3D-layout matrices (row vectors: apply a, then b). */
void matrix_multiply(const double a[16], const double b[16], double out[16]);

/* The map from a layer's bounds space to the canvas: about the anchor point, the layer's
 * transform, then its position (and zPosition), then `parent` (the superlayer's sublayer
 * space). The peers draw only affine maps: perspective (m14, m24, m34, m44) is dropped, and
 * each drop counts in *flattened. */
void layer_matrix(const scene_layer *layer, const double parent[16], double out[16], int *flattened);

/* The space sublayers are placed in: the layer's, with sublayerTransform about its centre. */
void sublayer_matrix(const scene_layer *layer, const double own[16], double out[16], int *flattened);

/* Sublayer indices in zPosition order (equal ones keep the file's order); free() the result. */
size_t *sublayer_order(const scene_layer *layer);

/* The radius of each corner, clockwise from the top-left (minX minY, maxX minY, maxX maxY,
 * minX maxY): the layer's cornerRadius where maskedCorners has the corner, at most half the
 * shorter side, as Core Animation clamps it. */
void layer_corner_radii(const scene_layer *layer, double radii[4]);

/* A separable Gaussian blur in place of an 8-bit alpha image (standard deviation `sigma`
 * pixels, sampled out to `radius` = ceil(3 sigma) pixels), as the cairo peer's shadows do. */
void gaussian_blur_a8(unsigned char *data, int width, int height, int stride, double sigma, int radius);

/* `path` flattened (curves to `tolerance`, in the path's units) and trimmed to the part
 * between strokeStart and strokeEnd of its total arc length, as polylines (MOVE and LINE; a
 * closed subpath left whole keeps its CLOSE). Core Animation trims before dashing. */
void path_trim(const scene_path *path, double tolerance, double start, double end, scene_path *out);

/* Polylines (path_trim's output) cut into dashes: `pattern` (on, off, …; summing to more than
 * 0) starting `phase` into it at every subpath, as Core Graphics dashes. For a library whose
 * stroker does not dash (Blend2D). */
void path_dash(const scene_path *polylines, const double *pattern, size_t count, double phase, scene_path *out);

/* The gradient's colour at t (0…1, clamped to the stops), interpolated with straight alpha. */
scene_color gradient_color(const scene_gradient *g, double t);

/* The box (min x, min y, max x, max y) of the path's points, control points included, times
 * `scale`: where a shadow path's mask must reach before the blur. */
void path_bounds(const scene_path *path, double scale, double box[4]);

/* The device pixels (x0, y0, x1, y1; clamped to width × height) that a layer drawn under
 * `parent` can touch: its bounds, path and stroke, shadow and unclipped sublayers, within its
 * mask's. The peers bound a group's offscreen work to it. */
void layer_device_box(const scene_layer *layer, const double parent[16], double scale, int width, int height, int box[4]);

/* The largest factor by which the 2×2 part of an affine map (xx, yx, xy, yy) stretches a length. */
double affine_scale(double xx, double yx, double xy, double yy);

#endif
