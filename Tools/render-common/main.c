/* The peer renderers' command line (cairo-render, blend2d-render): draws a Fling layer file
 * with the peer's library and times it the way `fling bench render` does.
 *
 *   PEER render SCENE.json -o OUT.png [--frame N]
 *   PEER bench SCENE.json [--frames N] [--moving] [--json]
 *
 * --moving moves every layer before each frame (scene_move, outside the timed part);
 * --frame N draws frame N of those moves. 
 *   PEER version
 *
 * Tools/bench-render builds and runs them; docs/bench.md explains the numbers. */
#define _POSIX_C_SOURCE 200809L

#include "peer.h"
#include "scene.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { WARMUP_FRAMES = 3 };

static int usage(void) {
    fprintf(stderr, "usage: %s render SCENE.json -o OUT.png [--frame N]\n"
                    "       %s bench SCENE.json [--frames N] [--moving] [--json]\n"
                    "       %s version\n%s",
            program_name, program_name, program_name, peer_usage);
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

static void warn_flattened(const peer *p) {
    int n = peer_flattened_layers(p);
    if (n > 0) fprintf(stderr, "%s: %d layer%s drawn without perspective (affine transforms only)\n", program_name, n,
                       n == 1 ? "" : "s");
}

static int render(const char *path, const char *output, long frame) {
    scene s;
    if (!scene_load(path, &s)) return 1;
    if (frame >= 0) scene_move(&s, frame);
    peer *p = peer_create(&s);
    /* Written beside the output and renamed over it, so a failed run leaves no half a PNG. */
    size_t size = strlen(output) + 16;
    char *temporary = malloc(size);
    if (!temporary) { perror(program_name); return 1; }
    snprintf(temporary, size, "%s.tmp.png", output);
    int ok = peer_draw(p, &s) && peer_write_png(p, temporary);
    if (ok && rename(temporary, output) != 0) {
        fprintf(stderr, "%s: cannot write %s\n", program_name, output);
        ok = 0;
    }
    if (!ok) remove(temporary);
    free(temporary);
    if (ok) { warn_flattened(p); printf("wrote %s\n", output); }
    peer_destroy(p);
    scene_free(&s);
    return !ok;
}

static int bench(const char *path, int frames, int moving, int json) {
    scene s;
    if (!scene_load(path, &s)) return 1;
    peer *p = peer_create(&s);
    long frame = 0;
    for (int i = 0; i < WARMUP_FRAMES; i++) {
        if (moving) scene_move(&s, frame++);
        if (!peer_draw(p, &s)) return 1;
    }
    double *cpu = malloc(3 * (size_t)frames * sizeof *cpu), *wall = cpu + frames, *floor = wall + frames;
    if (!cpu) { perror(program_name); return 1; }
    for (int i = 0; i < frames; i++) {
        if (moving) scene_move(&s, frame++);
        double c0 = milliseconds(CLOCK_PROCESS_CPUTIME_ID), w0 = milliseconds(CLOCK_MONOTONIC);
        peer_draw(p, &s);
        cpu[i] = milliseconds(CLOCK_PROCESS_CPUTIME_ID) - c0;
        wall[i] = milliseconds(CLOCK_MONOTONIC) - w0;
    }
    size_t bytes;
    int width, height;
    unsigned char *pixels = peer_pixels(p, &bytes, &width, &height);
    for (int i = 0; i < frames; i++) {
        double c0 = milliseconds(CLOCK_PROCESS_CPUTIME_ID);
        memset(pixels, 0, bytes);
        floor[i] = milliseconds(CLOCK_PROCESS_CPUTIME_ID) - c0;
    }
    /* median() sorts, so afterwards cpu[0] and cpu[frames - 1] are the extremes. */
    double cpu_median = median(cpu, frames), wall_median = median(wall, frames), floor_median = median(floor, frames);
    if (json) {
        printf("{\"renderer\":\"%s\",\"scene\":\"%s\",\"threads\":1,\"frames\":%d,\"warmup_frames\":%d,\"width\":%d,"
               "\"height\":%d,\"scale\":%g,\"moving\":%s,\"cpu_ms_per_frame_median\":%.6f,\"cpu_ms_per_frame_min\":%.6f,"
               "\"cpu_ms_per_frame_max\":%.6f,\"wall_ms_per_frame_median\":%.6f,\"memset_ms_median\":%.6f}\n",
               peer_version(), path, frames, WARMUP_FRAMES, width, height, s.scale, moving ? "true" : "false", cpu_median,
               cpu[0], cpu[frames - 1],
               wall_median, floor_median);
    } else {
        printf("%s bench: %s%s, %dx%d pixels, %s, %d frames after %d warm-up\n"
               "frame, process CPU   %.3f ms median (min %.3f ms, max %.3f ms)\n"
               "frame, wall          %.3f ms median\n"
               "memset of the frame  %.3f ms median\n",
               program_name, path, moving ? " (moving)" : "", width, height, peer_version(), frames, WARMUP_FRAMES,
               cpu_median, cpu[0],
               cpu[frames - 1], wall_median, floor_median);
    }
    warn_flattened(p);
    free(cpu);
    peer_destroy(p);
    scene_free(&s);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 2 && !strcmp(argv[1], "version")) { printf("%s\n", peer_version()); return 0; }
    if (argc < 3) return usage();
    int own = peer_command(argc, argv);
    if (own >= 0) return own;
    int json = 0, frames = 60, moving = 0;
    long frame = -1;
    const char *output = NULL;
    for (int i = 3; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) json = 1;
        else if (!strcmp(argv[i], "--moving")) moving = 1;
        else if (!strcmp(argv[i], "--frame") && i + 1 < argc) {
            char *end;
            frame = strtol(argv[++i], &end, 10);
            if (*end || frame < 0) { fprintf(stderr, "%s: --frame takes a whole number, 0 or more\n", program_name); return 2; }
        }
        else if (!strcmp(argv[i], "--frames") && i + 1 < argc) frames = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-o") && i + 1 < argc) output = argv[++i];
        else return usage();
    }
    if (frames < 1) { fprintf(stderr, "%s: --frames must be at least 1\n", program_name); return 2; }
    if (!strcmp(argv[1], "render") && output && !moving) return render(argv[2], output, frame);
    if (!strcmp(argv[1], "bench") && frame < 0) return bench(argv[2], frames, moving, json);
    return usage();
}
