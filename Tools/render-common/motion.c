/* The moving benchmark's frames (scene.h, scene_move; docs/bench.md, "Moving frames"). */
#include "scene.h"

#include <math.h>
#include <string.h>

static void move_layer(scene_layer *layer, long frame, long *k) {
    double f = (double)frame, n = (double)(*k)++;
    layer->position[0] = layer->file_position[0] + 3.3 * sin(0.37 * f + 0.71 * n);
    layer->position[1] = layer->file_position[1] + 2.1 * cos(0.23 * f + 0.53 * n);
    if (layer->file_corner_radius > 0) layer->corner_radius = layer->file_corner_radius * (1 + 0.25 * sin(0.41 * f + 0.9 * n));
    for (size_t i = 0; i < layer->sublayer_count; i++) move_layer(&layer->sublayers[i], frame, k);
}

void scene_move(scene *scene, long frame) {
    long k = 0;
    scene_layer *root = &scene->root;
    for (size_t i = 0; i < root->sublayer_count; i++) move_layer(&root->sublayers[i], frame, &k);
    if (root->sublayer_count == 0) return;
    /* The overlay turns: the file's transform, then a rotation about z (points are row vectors,
     * so the product is file × rotation). */
    scene_layer *overlay = &root->sublayers[root->sublayer_count - 1];
    double angle = 0.03 * (double)frame, c = cos(angle), s = sin(angle);
    const double rotation[16] = { c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1 };
    const double *a = overlay->file_transform;
    double product[16];
    for (int row = 0; row < 4; row++)
        for (int column = 0; column < 4; column++) {
            double sum = 0;
            for (int i = 0; i < 4; i++) sum += a[row * 4 + i] * rotation[i * 4 + column];
            product[row * 4 + column] = sum;
        }
    memcpy(overlay->transform, product, sizeof product);
}
