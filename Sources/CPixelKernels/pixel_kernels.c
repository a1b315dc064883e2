// Fling's pixel inner loops, per instruction set; see include/pixel_kernels.h.
//
// Each level does exactly the scalar arithmetic, lane by lane: a channel and its factor sit
// in a 16-bit lane, where c·f + 128 is at most 65153, so nothing overflows, and every lane
// ends as the scalar division by 255 (the wide levels take its last step as a high-half
// multiply by 257, which gives the same integer: see scale4 in pixel_blend.h). Blue and red share one
// 32-bit lane (bits 0–7 and 16–23), alpha and green the other half after a shift by 8.
#include "pixel_kernels.h"
#include "pixel_blend.h"

#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// MARK: Scalar (the reference)

static void store_scalar(uint32_t *p, ptrdiff_t count, uint32_t value) {
    for (ptrdiff_t i = 0; i < count; i++) p[i] = value;
}

static void fill_scalar(uint32_t *p, ptrdiff_t count, uint32_t color) {
    uint32_t alpha = color >> 24;
    if (alpha == 0) return;
    if (alpha == 255) {
        store_scalar(p, count, color);
        return;
    }
    for (ptrdiff_t i = 0; i < count; i++) p[i] = color + scale1(p[i], 255u - alpha);
}

static void blend_coverage_scalar(uint32_t *p, ptrdiff_t count, uint32_t color, const uint8_t *coverage) {
    for (ptrdiff_t i = 0; i < count; i++) p[i] = over1(scale1(color, coverage[i]), p[i]);
}

static void blend_table_scalar(uint32_t *p, ptrdiff_t count, const uint32_t *table, const uint8_t *coverage) {
    for (ptrdiff_t i = 0; i < count; i++) p[i] = over1(table[coverage[i]], p[i]);
}

static void composite_scalar(uint32_t *dst, const uint32_t *src, ptrdiff_t count, uint32_t opacity) {
    for (ptrdiff_t i = 0; i < count; i++) {
        uint32_t s = opacity == 255 ? src[i] : scale1(src[i], opacity);
        dst[i] = over1(s, dst[i]);
    }
}

/// As Rendering's masked group composite: k = opacity · alpha / 255 rounded, then the source
/// times k over the destination. A pixel the mask hides (alpha 0) or with nothing to show is
/// left alone; the wide levels blend it anyway, as both give back the destination (a pixel
/// times 0 is 0, and 0 over d is d times 255 / 255, exactly d).
static void composite_masked_scalar(uint32_t *dst, const uint32_t *src, const uint32_t *mask, ptrdiff_t count,
                                    uint32_t opacity) {
    for (ptrdiff_t i = 0; i < count; i++) {
        const uint32_t m = mask[i] >> 24, s = src[i];
        if (m == 0 || s == 0) continue;
        const uint32_t t = m * opacity + 128;
        const uint32_t k = (t + (t >> 8)) >> 8;
        dst[i] = over1(k == 255 ? s : scale1(s, k), dst[i]);
    }
}

// MARK: Rasters

typedef void (*fill_fn)(uint32_t *, ptrdiff_t, uint32_t);
typedef void (*blend_fn)(uint32_t *, ptrdiff_t, uint32_t, const uint8_t *);
typedef void (*table_fn)(uint32_t *, ptrdiff_t, const uint32_t *, const uint8_t *);

/// The fully covered columns of `hole`'s row `row` (device row), placed at (x, y): its first
/// full run, as `RasterView.fullSpan` finds it; an empty range when it has none.
static inline void hole_span(const fl_raster *hole, ptrdiff_t x, ptrdiff_t y, ptrdiff_t row, ptrdiff_t *start, ptrdiff_t *end) {
    *start = 0;
    *end = 0;
    if (!hole) return;
    const ptrdiff_t r = row - y - hole->first_row;
    if (r < 0 || r >= hole->row_count) return;
    const int32_t first = hole->row_runs[2 * r], count = hole->row_runs[2 * r + 1];
    for (int32_t k = 0; k < count; k++) {
        const fl_run run = hole->runs[first + k];
        if (run.coverage < 0) {
            *start = run.start + x;
            *end = run.end + x;
            return;
        }
    }
}

/// The raster walk, inlined into each level's entry with that level's kernels, so the
/// kernels are direct calls (or inlined) rather than calls through the table.
static inline __attribute__((always_inline)) void paint_raster_with(
    fill_fn fill, blend_fn blend, table_fn blend_table,
    const fl_target *target, const fl_raster *raster, ptrdiff_t x, ptrdiff_t y, fl_area area,
    uint32_t color, const uint32_t *table, const fl_raster *hole, ptrdiff_t hole_x, ptrdiff_t hole_y) {
    const ptrdiff_t top = y + raster->first_row;
    ptrdiff_t row = area.min_y > top ? area.min_y : top;
    const ptrdiff_t end = area.max_y < top + raster->row_count ? area.max_y : top + raster->row_count;
    const uint32_t full = table ? table[255] : color;
    while (row < end) {
        const ptrdiff_t r = row - top;
        const int32_t first = raster->row_runs[2 * r], count = raster->row_runs[2 * r + 1];
        ptrdiff_t skip_start, skip_end;
        hole_span(hole, hole_x, hole_y, row, &skip_start, &skip_end);
        // The rows after it that share its runs (and its hole).
        ptrdiff_t rows = 1;
        while (row + rows < end && raster->row_runs[2 * (r + rows)] == first && raster->row_runs[2 * (r + rows) + 1] == count) {
            if (hole) {
                ptrdiff_t s2, e2;
                hole_span(hole, hole_x, hole_y, row + rows, &s2, &e2);
                if (s2 != skip_start || e2 != skip_end) break;
            }
            rows++;
        }
        uint32_t *line = target->pixels + (row - target->origin_y) * target->stride - target->origin_x;
        for (int32_t k = 0; k < count; k++) {
            const fl_run run = raster->runs[first + k];
            const ptrdiff_t start = run.start + x;
            ptrdiff_t a = start > area.min_x ? start : area.min_x;
            const ptrdiff_t run_end = run.end + x < area.max_x ? run.end + x : area.max_x;
            // At most two pieces: left of the hole, and right of it.
            while (a < run_end) {
                ptrdiff_t b = run_end;
                if (skip_start < skip_end && a < skip_end && b > skip_start) {
                    if (a >= skip_start) {
                        a = skip_end;
                        continue;
                    }
                    b = skip_start;
                }
                uint32_t *p = line + a;
                if (run.coverage < 0) {
                    for (ptrdiff_t i = 0; i < rows; i++) fill(p + i * target->stride, b - a, full);
                } else {
                    const uint8_t *coverage = raster->coverage + run.coverage + (a - start);
                    for (ptrdiff_t i = 0; i < rows; i++) {
                        if (table) blend_table(p + i * target->stride, b - a, table, coverage);
                        else blend(p + i * target->stride, b - a, color, coverage);
                    }
                }
                a = b;
            }
        }
        row += rows;
    }
}

/// `paint_raster_with` instantiated apart for the common cases (no table, no hole; and an
/// opaque colour, whose full runs are plain stores), so the walk's per-run tests for them
/// fold away.
#define FL_PAINT_RASTER_SPECIALIZED(store, fill, blend, blend_table)                                                \
    do {                                                                                                          \
        if (!hole && !table && (color >> 24) == 255)                                                              \
            paint_raster_with(store, blend, blend_table, target, raster, x, y, area, color, NULL, NULL, 0, 0);    \
        else if (!hole && !table)                                                                                 \
            paint_raster_with(fill, blend, blend_table, target, raster, x, y, area, color, NULL, NULL, 0, 0);     \
        else if (!hole)                                                                                           \
            paint_raster_with(fill, blend, blend_table, target, raster, x, y, area, color, table, NULL, 0, 0);    \
        else                                                                                                      \
            paint_raster_with(fill, blend, blend_table, target, raster, x, y, area, color, table, hole, hole_x, hole_y); \
    } while (0)

static void paint_raster_scalar(const fl_target *target, const fl_raster *raster, ptrdiff_t x, ptrdiff_t y, fl_area area,
                                uint32_t color, const uint32_t *table,
                                const fl_raster *hole, ptrdiff_t hole_x, ptrdiff_t hole_y) {
    FL_PAINT_RASTER_SPECIALIZED(store_scalar, fill_scalar, blend_coverage_scalar, blend_table_scalar);
}


// MARK: Opaque rows

/// Paints `[a, b)` of `owner` (copied from its `over_clear + source` when `source` ≥ 0) over
/// the sorted, disjoint segments (the later item wins). Returns the new count, or −1 when a
/// copied stretch would lie over an earlier item's (its copy assumes the clear beneath).
static __attribute__((noinline)) ptrdiff_t opaque_insert_over(fl_segment *segs, ptrdiff_t n,
                                                               int32_t a, int32_t b, int32_t owner, int32_t source) {
    // Stretches that [a, b) overlaps become their parts first (blended, full, blended).
    for (ptrdiff_t j = 0; j < n; j++) {
        const fl_segment s = segs[j];
        if (s.source != -2 || s.end <= a || s.start >= b) continue;
        fl_segment piece[3];
        ptrdiff_t pieces = 0;
        if (s.lead > 0) piece[pieces++] = (fl_segment){s.start, s.start + s.lead, s.owner, s.lead_source, 0, 0, 0, 0};
        if (s.start + s.lead < s.end - s.trail) piece[pieces++] = (fl_segment){s.start + s.lead, s.end - s.trail, s.owner, -1, 0, 0, 0, 0};
        if (s.trail > 0) piece[pieces++] = (fl_segment){s.end - s.trail, s.end, s.owner, s.trail_source, 0, 0, 0, 0};
        memmove(segs + j + pieces, segs + j + 1, (size_t)(n - j - 1) * sizeof(fl_segment));
        for (ptrdiff_t i = 0; i < pieces; i++) segs[j + i] = piece[i];
        n += pieces - 1;
        j += pieces - 1;
    }
    // Segments k ..< m overlap [a, b).
    ptrdiff_t k = 0;
    while (k < n && segs[k].end <= a) k++;
    ptrdiff_t m = k;
    while (m < n && segs[m].start < b) m++;
    if (source >= 0 && k < m) return -1;
    fl_segment piece[3];
    ptrdiff_t pieces = 0;
    if (k < m && segs[k].start < a) piece[pieces++] = (fl_segment){segs[k].start, a, segs[k].owner, segs[k].source, 0, 0, 0, 0};
    piece[pieces++] = (fl_segment){a, b, owner, source, 0, 0, 0, 0};
    if (k < m && segs[m - 1].end > b) {
        const fl_segment last = segs[m - 1];
        piece[pieces++] = (fl_segment){b, last.end, last.owner, last.source < 0 ? -1 : last.source + (b - last.start), 0, 0, 0, 0};
    }
    memmove(segs + k + pieces, segs + m, (size_t)(n - m) * sizeof(fl_segment));
    for (ptrdiff_t i = 0; i < pieces; i++) segs[k + i] = piece[i];
    return n - (m - k) + pieces;
}

/// `opaque_insert_over`, with the common case (right of every segment so far) inline.
static inline __attribute__((always_inline)) ptrdiff_t opaque_insert(fl_segment *segs, ptrdiff_t n,
                                                                      int32_t a, int32_t b, int32_t owner, int32_t source) {
    if (n == 0 || a >= segs[n - 1].end) {
        segs[n] = (fl_segment){a, b, owner, source, 0, 0, 0, 0};
        return n + 1;
    }
    return opaque_insert_over(segs, n, a, b, owner, source);
}

void fl_raster_stretches(const fl_raster *raster, fl_stretch *out) {
    for (ptrdiff_t r = 0; r < raster->row_count; r++) {
        const int32_t first = raster->row_runs[2 * r], count = raster->row_runs[2 * r + 1];
        fl_stretch st = {0, 0, -1, 0, 0, 0};
        int ok = count > 0;
        for (int32_t k = 0; k < count && ok; k++) {
            const fl_run run = raster->runs[first + k];
            if (k > 0 && run.start != raster->runs[first + k - 1].end) ok = 0;
            if (run.coverage >= 0 && k > 0 && k < count - 1) ok = 0;
        }
        if (ok) {
            const fl_run head = raster->runs[first], tail = raster->runs[first + count - 1];
            st.start = head.start;
            st.end = tail.end;
            st.lead = head.coverage >= 0 ? head.end - head.start : 0;
            st.lead_coverage = head.coverage;
            if (count > 1 && tail.coverage >= 0) {
                st.trail = tail.end - tail.start;
                st.trail_coverage = tail.coverage;
            }
        }
        out[r] = st;
    }
}

/// Sets `item`'s runs at `row` and the first row after it where they change.
static inline void opaque_advance(fl_opaque_item *item, ptrdiff_t row) {
    const ptrdiff_t top = item->y + item->raster.first_row;
    const ptrdiff_t lo = item->area.min_y > top ? item->area.min_y : top;
    const ptrdiff_t hi = item->area.max_y < top + item->raster.row_count ? item->area.max_y : top + item->raster.row_count;
    if (row < lo || row >= hi) {
        item->first = -1;
        item->count = 0;
        item->until = row < lo ? lo : PTRDIFF_MAX;
        return;
    }
    const int32_t *pairs = item->raster.row_runs;
    const ptrdiff_t r = row - top;
    const int32_t first = pairs[2 * r], count = pairs[2 * r + 1];
    ptrdiff_t next = row + 1;
    while (next < hi && pairs[2 * (next - top)] == first && pairs[2 * (next - top) + 1] == count) next++;
    item->first = first;
    item->count = count;
    item->until = next;
}

typedef void (*copy_fn)(uint32_t *, const uint32_t *, ptrdiff_t, ptrdiff_t);

/// Copies `count` pixels of `src` to `p`. The wide levels may write up to `room` pixels
/// (at least `count`), the rest from `src` too (read up to 8 pixels past `count`): the
/// one-pass row writer stores the rest of the row over them afterwards.
static void copy_scalar(uint32_t *p, const uint32_t *src, ptrdiff_t count, ptrdiff_t room) {
    (void)room;
    for (ptrdiff_t i = 0; i < count; i++) p[i] = src[i];
}

/// Run `k` of `item`'s current rows: the run, its first column, and the columns [a, b) of it
/// within the item's area; false when none are.
static inline __attribute__((always_inline)) int opaque_run(const fl_opaque_item *item, int32_t k, fl_run *run,
                                                            ptrdiff_t *start, ptrdiff_t *a, ptrdiff_t *b) {
    *run = item->raster.runs[item->first + k];
    *start = run->start + item->x;
    *a = *start > item->area.min_x ? *start : item->area.min_x;
    *b = run->end + item->x < item->area.max_x ? run->end + item->x : item->area.max_x;
    return *a < *b;
}

/// `fl_paint_opaque_rows` with one level's kernels. Rows in which every item has the same
/// runs as in the row before form a group, which shares one resolution of its runs.
static inline __attribute__((always_inline)) void paint_opaque_rows_with(
    fill_fn store, blend_fn blend, copy_fn copy, const fl_target *target, fl_area area, uint32_t clear,
    fl_opaque_item *items, ptrdiff_t count, fl_segment *segs) {
    for (ptrdiff_t i = 0; i < count; i++) opaque_advance(items + i, area.min_y);
    const ptrdiff_t width = area.max_x - area.min_x;
    ptrdiff_t row = area.min_y;
    while (row < area.max_y) {
        // The group (rows from `row` on in which no item's runs change), and its runs
        // resolved, the later item over the earlier: full runs in their colour, partly
        // covered ones copied from the item's pixels over the clear, when nothing earlier
        // lies beneath them (else `segments` ends −1).
        ptrdiff_t group_end = area.max_y;
        ptrdiff_t segments = 0;
        int copies = 0;  // whether any segment is copied (or a stretch)
        for (ptrdiff_t i = 0; i < count; i++) {
            const fl_opaque_item *item = items + i;
            if (item->until <= row) opaque_advance(items + i, row);
            if (item->until < group_end) group_end = item->until;
            if (item->count == 0 || segments < 0) continue;
            if (item->stretches) {
                // The row as one stretch, when it is one, lies inside the item's columns and
                // right of every segment so far (so over nothing earlier).
                const int32_t r = (int32_t)(row - item->y - item->raster.first_row);
                const fl_stretch st = item->stretches[r];
                const ptrdiff_t a = st.start + item->x, b = st.end + item->x;
                if (st.lead >= 0 && a >= item->area.min_x && b <= item->area.max_x && (segments == 0 || a >= segs[segments - 1].end)
                    && (st.lead + st.trail == 0 || item->over_clear)) {
                    const int stretch = st.lead + st.trail > 0;
                    copies |= stretch;
                    segs[segments++] = stretch ? (fl_segment){(int32_t)a, (int32_t)b, (int32_t)i, -2, st.lead, st.trail, st.lead_coverage, st.trail_coverage}
                                               : (fl_segment){(int32_t)a, (int32_t)b, (int32_t)i, -1, 0, 0, 0, 0};
                    continue;
                }
            }
            for (int32_t k = 0; k < item->count; k++) {
                fl_run run;
                ptrdiff_t start, a, b;
                if (!opaque_run(item, k, &run, &start, &a, &b)) continue;
                int32_t source = -1;
                if (run.coverage >= 0) {
                    if (!item->over_clear) {
                        segments = -1;
                        break;
                    }
                    source = (int32_t)(run.coverage + (a - start));
                    copies = 1;
                }
                segments = opaque_insert(segs, segments, (int32_t)a, (int32_t)b, (int32_t)i, source);
                if (segments < 0) break;
            }
        }
        const ptrdiff_t rows = group_end - row;
        uint32_t *line = target->pixels + (row - target->origin_y) * target->stride - target->origin_x;
        if (segments < 0) {
            // Blended pixels over an earlier item's (or with no pixels over the clear):
            // cleared, then each item's runs in order, as the plain path draws them.
            if (width == target->stride) {
                fl_store(line + area.min_x, rows * width, clear);
            } else {
                for (ptrdiff_t r = 0; r < rows; r++) fl_store(line + r * target->stride + area.min_x, width, clear);
            }
            for (ptrdiff_t i = 0; i < count; i++) {
                const fl_opaque_item *item = items + i;
                for (int32_t k = 0; k < item->count; k++) {
                    fl_run run;
                    ptrdiff_t start, a, b;
                    if (!opaque_run(item, k, &run, &start, &a, &b)) continue;
                    if (run.coverage < 0) {
                        for (ptrdiff_t r = 0; r < rows; r++) store(line + r * target->stride + a, b - a, item->color);
                    } else {
                        const uint8_t *coverage = item->raster.coverage + run.coverage + (a - start);
                        for (ptrdiff_t r = 0; r < rows; r++) blend(line + r * target->stride + a, b - a, item->color, coverage);
                    }
                }
            }
            row = group_end;
            continue;
        }
        if (segments == 0) {
            // Nothing but the clear colour.
            if (width == target->stride) {
                fl_store(line + area.min_x, rows * width, clear);
            } else {
                for (ptrdiff_t r = 0; r < rows; r++) fl_store(line + r * target->stride + area.min_x, width, clear);
            }
            row = group_end;
            continue;
        }
        if (!copies) {
            // Only full runs (the straight rows): each row stored left to right.
            for (ptrdiff_t r = 0; r < rows; r++) {
                uint32_t *p = line + r * target->stride;
                ptrdiff_t cursor = area.min_x;
                for (ptrdiff_t k = 0; k < segments; k++) {
                    const fl_segment s = segs[k];
                    if (s.start > cursor) store(p + cursor, s.start - cursor, clear);
                    store(p + s.start, s.end - s.start, items[s.owner].color);
                    cursor = s.end;
                }
                if (cursor < area.max_x) store(p + cursor, area.max_x - cursor, clear);
            }
            row = group_end;
            continue;
        }
        for (ptrdiff_t r = 0; r < rows; r++) {
            uint32_t *p = line + r * target->stride;
            ptrdiff_t cursor = area.min_x;
            for (ptrdiff_t k = 0; k < segments; k++) {
                const fl_segment s = segs[k];
                if (s.start > cursor) store(p + cursor, s.start - cursor, clear);
                if (s.source == -1) {
                    store(p + s.start, s.end - s.start, items[s.owner].color);
                } else if (s.source >= 0) {
                    copy(p + s.start, items[s.owner].over_clear + s.source, s.end - s.start, area.max_x - s.start);
                } else {
                    // A stretch: its blended ends copied, its middle stored, left to right (a
                    // copy may write past its end; what follows is stored over that).
                    const fl_opaque_item *item = items + s.owner;
                    if (s.lead > 0) copy(p + s.start, item->over_clear + s.lead_source, s.lead, area.max_x - s.start);
                    const ptrdiff_t mid = s.end - s.trail;
                    if (s.start + s.lead < mid) store(p + s.start + s.lead, mid - s.start - s.lead, item->color);
                    if (s.trail > 0) copy(p + mid, item->over_clear + s.trail_source, s.trail, area.max_x - mid);
                }
                cursor = s.end;
            }
            if (cursor < area.max_x) store(p + cursor, area.max_x - cursor, clear);
        }
        row = group_end;
    }
}

static void paint_opaque_rows_scalar(const fl_target *target, fl_area area, uint32_t clear, fl_opaque_item *items,
                                     ptrdiff_t count, fl_segment *segs) {
    paint_opaque_rows_with(store_scalar, blend_coverage_scalar, copy_scalar, target, area, clear, items, count, segs);
}

#if FL_X86

// MARK: SSE2, four pixels (scale4 and over4 in pixel_blend.h)

static void store_sse2(uint32_t *p, ptrdiff_t count, uint32_t value) {
    const __m128i v = _mm_set1_epi32((int32_t)value);
    ptrdiff_t i = 0;
    for (; i + 8 <= count; i += 8) {
        put4(p + i, v);
        put4(p + i + 4, v);
    }
    for (; i < count; i++) p[i] = value;
}

static void copy_sse2(uint32_t *p, const uint32_t *src, ptrdiff_t count, ptrdiff_t room) {
    (void)room;
    ptrdiff_t i = 0;
    for (; i + 4 <= count; i += 4) put4(p + i, load4(src + i));
    for (; i < count; i++) p[i] = src[i];
}

static void fill_sse2(uint32_t *p, ptrdiff_t count, uint32_t color) {
    uint32_t alpha = color >> 24;
    if (alpha == 0) return;
    if (alpha == 255) {
        store_sse2(p, count, color);
        return;
    }
    const __m128i c = _mm_set1_epi32((int32_t)color), inverse = _mm_set1_epi32((int32_t)(255u - alpha));
    ptrdiff_t i = 0;
    for (; i + 4 <= count; i += 4) put4(p + i, _mm_add_epi32(c, scale4(load4(p + i), inverse)));
    for (; i < count; i++) p[i] = color + scale1(p[i], 255u - alpha);
}

static void blend_coverage_sse2(uint32_t *p, ptrdiff_t count, uint32_t color, const uint8_t *coverage) {
    const __m128i c = _mm_set1_epi32((int32_t)color);
    ptrdiff_t i = 0;
    for (; i + 4 <= count; i += 4) put4(p + i, over4(scale4(c, bytes4(coverage + i)), load4(p + i)));
    for (; i < count; i++) p[i] = over1(scale1(color, coverage[i]), p[i]);
}

static void blend_table_sse2(uint32_t *p, ptrdiff_t count, const uint32_t *table, const uint8_t *coverage) {
    ptrdiff_t i = 0;
    for (; i + 4 <= count; i += 4) {
        const __m128i src = _mm_setr_epi32((int32_t)table[coverage[i]], (int32_t)table[coverage[i + 1]],
                                           (int32_t)table[coverage[i + 2]], (int32_t)table[coverage[i + 3]]);
        put4(p + i, over4(src, load4(p + i)));
    }
    for (; i < count; i++) p[i] = over1(table[coverage[i]], p[i]);
}

static void composite_sse2(uint32_t *dst, const uint32_t *src, ptrdiff_t count, uint32_t opacity) {
    const __m128i o = _mm_set1_epi32((int32_t)opacity);
    ptrdiff_t i = 0;
    for (; i + 4 <= count; i += 4) {
        __m128i s = load4(src + i);
        if (opacity != 255) s = scale4(s, o);
        put4(dst + i, over4(s, load4(dst + i)));
    }
    composite_scalar(dst + i, src + i, count - i, opacity);
}

/// Each mask pixel's alpha times the opacity, divided by 255 and rounded, in 32-bit lanes:
/// alpha · opacity + 128 is at most 65153, so the 16-bit multiply holds it.
static inline __m128i mask_factors4(__m128i mask, __m128i opacity) {
    const __m128i t = _mm_add_epi32(_mm_mullo_epi16(_mm_srli_epi32(mask, 24), opacity), _mm_set1_epi32(128));
    return _mm_srli_epi32(_mm_add_epi32(t, _mm_srli_epi32(t, 8)), 8);
}

static void composite_masked_sse2(uint32_t *dst, const uint32_t *src, const uint32_t *mask, ptrdiff_t count,
                                  uint32_t opacity) {
    const __m128i o = _mm_set1_epi32((int32_t)opacity), zero = _mm_setzero_si128();
    ptrdiff_t i = 0;
    for (; i + 4 <= count; i += 4) {
        const __m128i k = mask_factors4(load4(mask + i), o);
        // Four pixels the mask hides keep their bytes: no need to load or store them.
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(k, zero)) == 0xFFFF) continue;
        put4(dst + i, over4(scale4(load4(src + i), k), load4(dst + i)));
    }
    composite_masked_scalar(dst + i, src + i, mask + i, count - i, opacity);
}

// MARK: AVX2, eight pixels (scale8, over8 and the masked tails in pixel_blend.h)

FL_AVX2 static void store_avx2(uint32_t *p, ptrdiff_t count, uint32_t value) {
    const __m256i v = _mm256_set1_epi32((int32_t)value);
    ptrdiff_t i = 0;
    if (count >= 32) {
        // Thirty-two at a time, the last thirty-two overlapping what is already set: one
        // loop whose trip count changes little with the length.
        for (; i + 32 < count; i += 32) {
            put8(p + i, v);
            put8(p + i + 8, v);
            put8(p + i + 16, v);
            put8(p + i + 24, v);
        }
        uint32_t *last = p + count - 32;
        put8(last, v);
        put8(last + 8, v);
        put8(last + 16, v);
        put8(last + 24, v);
        return;
    }
    if (count >= 8) {
        for (; i + 8 < count; i += 8) put8(p + i, v);
        // The last eight pixels, overlapping what is already set.
        put8(p + count - 8, v);
        return;
    }
    if (count >= 4) {
        _mm_storeu_si128((__m128i *)p, _mm256_castsi256_si128(v));
        _mm_storeu_si128((__m128i *)(p + count - 4), _mm256_castsi256_si128(v));
        return;
    }
    for (; i < count; i++) p[i] = value;
}

/// The eight-pixel steps of a translucent fill, shared by AVX2 and AVX-512 (which differ in
/// the tail); returns the pixels they covered.
FL_AVX2 static inline ptrdiff_t fill_eights(uint32_t *p, ptrdiff_t count, __m256i c, __m256i inverse) {
    ptrdiff_t i = 0;
    for (; i + 8 <= count; i += 8) put8(p + i, _mm256_add_epi32(c, scale8(load8(p + i), inverse)));
    return i;
}

/// The eight-pixel steps of a coverage blend, shared like `fill_eights`. Edge zones hold
/// stretches of no and of full coverage: it skips the first, and stores an opaque colour over
/// the second (both what the arithmetic gives).
FL_AVX2 static inline ptrdiff_t blend_coverage_eights(uint32_t *p, ptrdiff_t count, uint32_t color, const uint8_t *coverage) {
    const __m256i c = _mm256_set1_epi32((int32_t)color);
    const int opaque = (color >> 24) == 255;
    ptrdiff_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t eight;
        memcpy(&eight, coverage + i, 8);
        if (eight == 0) continue;
        if (opaque && eight == ~(uint64_t)0) {
            put8(p + i, c);
            continue;
        }
        put8(p + i, over8(scale8(c, bytes8(coverage + i)), load8(p + i)));
    }
    return i;
}

/// `copy_scalar`: eight at a time with the last eight overlapping; fewer than eight as eight
/// when there is room (a masked store is slow), else in one masked step.
FL_AVX2 static void copy_avx2(uint32_t *p, const uint32_t *src, ptrdiff_t count, ptrdiff_t room) {
    if (count >= 8) {
        for (ptrdiff_t i = 0; i + 8 < count; i += 8) put8(p + i, load8(src + i));
        put8(p + count - 8, load8(src + count - 8));
        return;
    }
    if (room >= 8) {
        put8(p, load8(src));
        return;
    }
    const __m256i lanes = first_lanes8(count);
    put_first8(p, lanes, load_first8(src, lanes));
}

FL_AVX2 static void fill_avx2(uint32_t *p, ptrdiff_t count, uint32_t color) {
    uint32_t alpha = color >> 24;
    if (alpha == 0) return;
    if (alpha == 255) {
        store_avx2(p, count, color);
        return;
    }
    const __m256i c = _mm256_set1_epi32((int32_t)color), inverse = _mm256_set1_epi32((int32_t)(255u - alpha));
    ptrdiff_t i = fill_eights(p, count, c, inverse);
    if (i < count) {
        // The last 1–7 pixels in one masked step.
        const __m256i lanes = first_lanes8(count - i);
        put_first8(p + i, lanes, _mm256_add_epi32(c, scale8(load_first8(p + i, lanes), inverse)));
    }
}

FL_AVX2 static void blend_coverage_avx2(uint32_t *p, ptrdiff_t count, uint32_t color, const uint8_t *coverage) {
    ptrdiff_t i = blend_coverage_eights(p, count, color, coverage);
    if (i < count) {
        const __m256i lanes = first_lanes8(count - i);
        const __m256i src = scale8(_mm256_set1_epi32((int32_t)color), bytes8_first(coverage + i, count - i));
        put_first8(p + i, lanes, over8(src, load_first8(p + i, lanes)));
    }
}

/// `blend_coverage_avx2` for the raster walk, whose coverage bytes may be read up to 7 past a
/// run (`fl_raster`): the last 1–7 pixels load eight bytes and mask them, with no branch on
/// how many there are.
FL_AVX2 static void blend_raster_avx2(uint32_t *p, ptrdiff_t count, uint32_t color, const uint8_t *coverage) {
    ptrdiff_t i = blend_coverage_eights(p, count, color, coverage);
    if (i < count) {
        const __m256i lanes = first_lanes8(count - i);
        const __m256i src = scale8(_mm256_set1_epi32((int32_t)color), _mm256_and_si256(bytes8(coverage + i), lanes));
        put_first8(p + i, lanes, over8(src, load_first8(p + i, lanes)));
    }
}

FL_AVX2 static void blend_raster_table_avx2(uint32_t *p, ptrdiff_t count, const uint32_t *table, const uint8_t *coverage) {
    blend_raster_avx2(p, count, table[255], coverage);
}

/// The table is the colour scaled by each coverage value (pixel_kernels.h): scaling
/// `table[255]` by the coverage gives the same pixels as looking them up, without a gather.
FL_AVX2 static void blend_table_avx2(uint32_t *p, ptrdiff_t count, const uint32_t *table, const uint8_t *coverage) {
    blend_coverage_avx2(p, count, table[255], coverage);
}

FL_AVX2 static void composite_avx2(uint32_t *dst, const uint32_t *src, ptrdiff_t count, uint32_t opacity) {
    const __m256i o = _mm256_set1_epi32((int32_t)opacity);
    ptrdiff_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i s = load8(src + i);
        if (opacity != 255) s = scale8(s, o);
        put8(dst + i, over8(s, load8(dst + i)));
    }
    composite_scalar(dst + i, src + i, count - i, opacity);
}

/// `mask_factors4` on eight pixels.
FL_AVX2 static inline __m256i mask_factors8(__m256i mask, __m256i opacity) {
    const __m256i t =
        _mm256_add_epi32(_mm256_mullo_epi16(_mm256_srli_epi32(mask, 24), opacity), _mm256_set1_epi32(128));
    return _mm256_srli_epi32(_mm256_add_epi32(t, _mm256_srli_epi32(t, 8)), 8);
}

FL_AVX2 static void composite_masked_avx2(uint32_t *dst, const uint32_t *src, const uint32_t *mask, ptrdiff_t count,
                                          uint32_t opacity) {
    const __m256i o = _mm256_set1_epi32((int32_t)opacity);
    ptrdiff_t i = 0;
    for (; i + 8 <= count; i += 8) {
        const __m256i k = mask_factors8(load8(mask + i), o);
        // Eight pixels the mask hides keep their bytes: no need to load or store them.
        if (_mm256_testz_si256(k, k)) continue;
        put8(dst + i, over8(scale8(load8(src + i), k), load8(dst + i)));
    }
    composite_masked_scalar(dst + i, src + i, mask + i, count - i, opacity);
}

static void paint_raster_sse2(const fl_target *target, const fl_raster *raster, ptrdiff_t x, ptrdiff_t y, fl_area area,
                              uint32_t color, const uint32_t *table,
                                const fl_raster *hole, ptrdiff_t hole_x, ptrdiff_t hole_y) {
    FL_PAINT_RASTER_SPECIALIZED(store_sse2, fill_sse2, blend_coverage_sse2, blend_table_sse2);
}

static void paint_opaque_rows_sse2(const fl_target *target, fl_area area, uint32_t clear, fl_opaque_item *items,
                                   ptrdiff_t count, fl_segment *segs) {
    paint_opaque_rows_with(store_sse2, blend_coverage_sse2, copy_sse2, target, area, clear, items, count, segs);
}

FL_AVX2 static void paint_opaque_rows_avx2(const fl_target *target, fl_area area, uint32_t clear, fl_opaque_item *items,
                                           ptrdiff_t count, fl_segment *segs) {
    paint_opaque_rows_with(store_avx2, blend_raster_avx2, copy_avx2, target, area, clear, items, count, segs);
}

FL_AVX2 static void paint_raster_avx2(const fl_target *target, const fl_raster *raster, ptrdiff_t x, ptrdiff_t y, fl_area area,
                                      uint32_t color, const uint32_t *table,
                                const fl_raster *hole, ptrdiff_t hole_x, ptrdiff_t hole_y) {
    FL_PAINT_RASTER_SPECIALIZED(store_avx2, fill_avx2, blend_raster_avx2, blend_raster_table_avx2);
}

// MARK: AVX-512 (VL, BW), eight pixels and masked tails
//
// The same eight-pixel arithmetic as AVX2; what it adds is masks, so a run's last 1–7
// pixels (most runs at a rounded corner are 1–3 pixels long) take one step with no
// loop whose trip count the branch predictor has to guess.

FL_AVX512 static void store_avx512(uint32_t *p, ptrdiff_t count, uint32_t value) {
    if (count >= 8) {
        store_avx2(p, count, value);
        return;
    }
    _mm256_mask_storeu_epi32(p, first_lanes(count), _mm256_set1_epi32((int32_t)value));
}

FL_AVX512 static void copy_avx512(uint32_t *p, const uint32_t *src, ptrdiff_t count, ptrdiff_t room) {
    if (count >= 8 || room >= 8) {
        copy_avx2(p, src, count, room);
        return;
    }
    const __mmask8 m = first_lanes(count);
    _mm256_mask_storeu_epi32(p, m, _mm256_maskz_loadu_epi32(m, src));
}

FL_AVX512 static void fill_avx512(uint32_t *p, ptrdiff_t count, uint32_t color) {
    uint32_t alpha = color >> 24;
    if (alpha == 0) return;
    if (alpha == 255) {
        store_avx512(p, count, color);
        return;
    }
    const __m256i c = _mm256_set1_epi32((int32_t)color), inverse = _mm256_set1_epi32((int32_t)(255u - alpha));
    ptrdiff_t i = fill_eights(p, count, c, inverse);
    if (i < count) {
        const __mmask8 m = first_lanes(count - i);
        const __m256i dst = _mm256_maskz_loadu_epi32(m, p + i);
        _mm256_mask_storeu_epi32(p + i, m, _mm256_add_epi32(c, scale8(dst, inverse)));
    }
}

FL_AVX512 static void blend_coverage_avx512(uint32_t *p, ptrdiff_t count, uint32_t color, const uint8_t *coverage) {
    // Sixteen pixels a step (blend_coverage_eights' tests on each sixteen), the last ones masked.
    const __m512i c = _mm512_set1_epi32((int32_t)color);
    const int opaque = (color >> 24) == 255;
    ptrdiff_t i = 0;
    for (; i + 16 <= count; i += 16) {
        const __m128i bytes = _mm_loadu_si128((const __m128i *)(coverage + i));
        const __mmask16 zero = _mm_cmpeq_epi8_mask(bytes, _mm_setzero_si128());
        if (zero == 0xFFFF) continue;
        if (opaque && _mm_cmpeq_epi8_mask(bytes, _mm_set1_epi8(-1)) == 0xFFFF) {
            _mm512_storeu_si512(p + i, c);
            continue;
        }
        _mm512_storeu_si512(p + i, over16(scale16(c, _mm512_cvtepu8_epi32(bytes)), _mm512_loadu_si512(p + i)));
    }
    if (i < count) {
        const __mmask16 m = (__mmask16)((1u << (count - i)) - 1u);
        const __m512i dst = _mm512_maskz_loadu_epi32(m, p + i);
        const __m512i bytes = _mm512_cvtepu8_epi32(_mm_maskz_loadu_epi8(m, coverage + i));
        _mm512_mask_storeu_epi32(p + i, m, over16(scale16(c, bytes), dst));
    }
}

/// As `blend_table_avx2`: the colour scaled by the coverage, no gather.
FL_AVX512 static void blend_table_avx512(uint32_t *p, ptrdiff_t count, const uint32_t *table, const uint8_t *coverage) {
    blend_coverage_avx512(p, count, table[255], coverage);
}

FL_AVX512 static void composite_avx512(uint32_t *dst, const uint32_t *src, ptrdiff_t count, uint32_t opacity) {
    const __m256i o = _mm256_set1_epi32((int32_t)opacity);
    for (ptrdiff_t i = 0; i < count; i += 8) {
        const __mmask8 m = first_lanes(count - i);
        __m256i s = _mm256_maskz_loadu_epi32(m, src + i);
        if (opacity != 255) s = scale8(s, o);
        _mm256_mask_storeu_epi32(dst + i, m, over8(s, _mm256_maskz_loadu_epi32(m, dst + i)));
    }
}

FL_AVX512 static void composite_masked_avx512(uint32_t *dst, const uint32_t *src, const uint32_t *mask,
                                              ptrdiff_t count, uint32_t opacity) {
    const __m256i o = _mm256_set1_epi32((int32_t)opacity);
    for (ptrdiff_t i = 0; i < count; i += 8) {
        const __mmask8 m = first_lanes(count - i);
        const __m256i k = mask_factors8(_mm256_maskz_loadu_epi32(m, mask + i), o);
        if (_mm256_testz_si256(k, k)) continue;
        const __m256i s = _mm256_maskz_loadu_epi32(m, src + i);
        _mm256_mask_storeu_epi32(dst + i, m, over8(scale8(s, k), _mm256_maskz_loadu_epi32(m, dst + i)));
    }
}

FL_AVX512 static void paint_raster_avx512(const fl_target *target, const fl_raster *raster, ptrdiff_t x, ptrdiff_t y, fl_area area,
                                        uint32_t color, const uint32_t *table,
                                const fl_raster *hole, ptrdiff_t hole_x, ptrdiff_t hole_y) {
    FL_PAINT_RASTER_SPECIALIZED(store_avx512, fill_avx512, blend_coverage_avx512, blend_table_avx512);
}

FL_AVX512 static void paint_opaque_rows_avx512(const fl_target *target, fl_area area, uint32_t clear, fl_opaque_item *items,
                                               ptrdiff_t count, fl_segment *segs) {
    paint_opaque_rows_with(store_avx512, blend_coverage_avx512, copy_avx512, target, area, clear, items, count, segs);
}

#endif // FL_X86

// MARK: Dispatch

typedef struct {
    void (*store)(uint32_t *, ptrdiff_t, uint32_t);
    void (*fill)(uint32_t *, ptrdiff_t, uint32_t);
    void (*blend_coverage)(uint32_t *, ptrdiff_t, uint32_t, const uint8_t *);
    void (*blend_table)(uint32_t *, ptrdiff_t, const uint32_t *, const uint8_t *);
    void (*composite)(uint32_t *, const uint32_t *, ptrdiff_t, uint32_t);
    void (*composite_masked)(uint32_t *, const uint32_t *, const uint32_t *, ptrdiff_t, uint32_t);
    void (*paint_raster)(const fl_target *, const fl_raster *, ptrdiff_t, ptrdiff_t, fl_area, uint32_t, const uint32_t *,
                         const fl_raster *, ptrdiff_t, ptrdiff_t);
    void (*paint_opaque_rows)(const fl_target *, fl_area, uint32_t, fl_opaque_item *, ptrdiff_t, fl_segment *);
} kernel_table;

static const kernel_table kernels[] = {
    [FL_KERNELS_SCALAR] = {store_scalar, fill_scalar, blend_coverage_scalar, blend_table_scalar, composite_scalar, composite_masked_scalar, paint_raster_scalar, paint_opaque_rows_scalar},
#if FL_X86
    [FL_KERNELS_SSE2] = {store_sse2, fill_sse2, blend_coverage_sse2, blend_table_sse2, composite_sse2, composite_masked_sse2, paint_raster_sse2, paint_opaque_rows_sse2},
    [FL_KERNELS_AVX2] = {store_avx2, fill_avx2, blend_coverage_avx2, blend_table_avx2, composite_avx2, composite_masked_avx2, paint_raster_avx2, paint_opaque_rows_avx2},
    [FL_KERNELS_AVX512] = {store_avx512, fill_avx512, blend_coverage_avx512, blend_table_avx512, composite_avx512, composite_masked_avx512, paint_raster_avx512, paint_opaque_rows_avx512},
#endif
};

fl_kernel_level fl_kernels_best_level(void) {
#if FL_X86
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512bw"))
        return FL_KERNELS_AVX512;
    if (__builtin_cpu_supports("avx2")) return FL_KERNELS_AVX2;
    return FL_KERNELS_SSE2;
#else
    return FL_KERNELS_SCALAR;
#endif
}

// Relaxed atomics: a test may switch levels while another thread draws; either table gives
// the same bytes.
static _Atomic(const kernel_table *) active = NULL;
static _Atomic int active_level = FL_KERNELS_SCALAR;

static inline const kernel_table *current(void) {
    const kernel_table *table = atomic_load_explicit(&active, memory_order_relaxed);
    if (__builtin_expect(table == NULL, 0)) {
        fl_kernels_use_level(fl_kernels_best_level());
        table = atomic_load_explicit(&active, memory_order_relaxed);
    }
    return table;
}

fl_kernel_level fl_kernels_level(void) {
    (void)current();
    return (fl_kernel_level)atomic_load_explicit(&active_level, memory_order_relaxed);
}

fl_kernel_level fl_kernels_use_level(fl_kernel_level level) {
    fl_kernel_level best = fl_kernels_best_level();
    if (level < FL_KERNELS_SCALAR || level > best) level = best;
    atomic_store_explicit(&active_level, (int)level, memory_order_relaxed);
    atomic_store_explicit(&active, &kernels[level], memory_order_relaxed);
    return level;
}

void fl_store(uint32_t *p, ptrdiff_t count, uint32_t value) {
#if FL_X86
    if (count >= 1024) {
        size_t n = (size_t)count;
        __asm__ volatile("rep stosl" : "+D"(p), "+c"(n) : "a"(value) : "memory");
        return;
    }
#endif
    if (count > 0) current()->store(p, count, value);
}

void fl_fill(uint32_t *p, ptrdiff_t count, uint32_t color) {
    if (count > 0) current()->fill(p, count, color);
}

void fl_blend_coverage(uint32_t *p, ptrdiff_t count, uint32_t color, const uint8_t *coverage) {
    if (count > 0) current()->blend_coverage(p, count, color, coverage);
}

void fl_blend_table(uint32_t *p, ptrdiff_t count, const uint32_t *table, const uint8_t *coverage) {
    if (count > 0) current()->blend_table(p, count, table, coverage);
}

void fl_composite(uint32_t *dst, const uint32_t *src, ptrdiff_t count, uint32_t opacity) {
    if (count > 0) current()->composite(dst, src, count, opacity);
}

void fl_composite_masked(uint32_t *dst, const uint32_t *src, const uint32_t *mask, ptrdiff_t count, uint32_t opacity) {
    if (count > 0) current()->composite_masked(dst, src, mask, count, opacity);
}

void fl_paint_raster(const fl_target *target, const fl_raster *raster, ptrdiff_t x, ptrdiff_t y, fl_area area,
                     uint32_t color, const uint32_t *table) {
    fl_paint_raster_holed(target, raster, x, y, area, color, table, NULL, 0, 0);
}

void fl_paint_raster_holed(const fl_target *target, const fl_raster *raster, ptrdiff_t x, ptrdiff_t y, fl_area area,
                           uint32_t color, const uint32_t *table, const fl_raster *hole, ptrdiff_t hole_x, ptrdiff_t hole_y) {
    if (area.min_x < area.max_x && area.min_y < area.max_y)
        current()->paint_raster(target, raster, x, y, area, color, table, hole, hole_x, hole_y);
}

void fl_over_clear(uint32_t *out, const uint8_t *coverage, ptrdiff_t count, uint32_t color, uint32_t clear) {
    for (ptrdiff_t i = 0; i < count; i++) out[i] = clear;
    fl_blend_coverage(out, count, color, coverage);
}

void fl_downscale_box(const uint32_t *src, ptrdiff_t src_stride, uint32_t *dst, ptrdiff_t dst_stride,
                      ptrdiff_t factor, ptrdiff_t dst_x, ptrdiff_t dst_y, ptrdiff_t width, ptrdiff_t height) {
    const uint32_t count = (uint32_t)(factor * factor), half = count / 2;
    for (ptrdiff_t y = dst_y; y < dst_y + height; y++) {
        uint32_t *out = dst + y * dst_stride;
        for (ptrdiff_t x = dst_x; x < dst_x + width; x++) {
            uint32_t a = 0, r = 0, g = 0, b = 0;
            const uint32_t *block = src + y * factor * src_stride + x * factor;
            for (ptrdiff_t j = 0; j < factor; j++) {
                const uint32_t *row = block + j * src_stride;
                for (ptrdiff_t i = 0; i < factor; i++) {
                    uint32_t p = row[i];
                    a += p >> 24;
                    r += (p >> 16) & 255;
                    g += (p >> 8) & 255;
                    b += p & 255;
                }
            }
            out[x] = ((a + half) / count) << 24 | ((r + half) / count) << 16 | ((g + half) / count) << 8 | ((b + half) / count);
        }
    }
}

// The blur's passes are one multiply-add over contiguous values per tap (the row unpacked
// into one value a channel, with zeros beyond its ends), which compilers vectorise at every
// level alike: the sums are exact integers, so any vectorisation gives the same bytes.
void fl_blur_rows(const uint32_t *src, ptrdiff_t src_stride, ptrdiff_t src_width, ptrdiff_t x0, ptrdiff_t width,
                  ptrdiff_t rows, const uint32_t *weights, ptrdiff_t radius, uint32_t *scratch, uint32_t *out) {
    const ptrdiff_t padded = (src_width + 2 * radius) * 4;
    for (ptrdiff_t k = 0; k < radius * 4; k++) {
        scratch[k] = 0;
        scratch[padded - 1 - k] = 0;
    }
    for (ptrdiff_t y = 0; y < rows; y++) {
        const uint32_t *row = src + y * src_stride;
        uint32_t *unpacked = scratch + radius * 4;
        for (ptrdiff_t x = 0; x < src_width; x++) {
            const uint32_t p = row[x];
            unpacked[4 * x] = p & 255u;
            unpacked[4 * x + 1] = (p >> 8) & 255u;
            unpacked[4 * x + 2] = (p >> 16) & 255u;
            unpacked[4 * x + 3] = p >> 24;
        }
        uint32_t *restrict dst = out + y * width * 4;
        const ptrdiff_t count = width * 4;
        // Output column x's window starts at padded column x (source column x − radius).
        const uint32_t *base = scratch + x0 * 4;
        for (ptrdiff_t k = 0; k < count; k++) dst[k] = 0;
        for (ptrdiff_t i = 0; i <= 2 * radius; i++) {
            const uint32_t w = weights[i];
            const uint32_t *restrict from = base + i * 4;
            for (ptrdiff_t k = 0; k < count; k++) dst[k] += w * from[k];
        }
    }
}

void fl_blur_columns(const uint32_t *sums, ptrdiff_t width, ptrdiff_t sum_rows, ptrdiff_t y0, ptrdiff_t rows,
                     const uint32_t *weights, ptrdiff_t radius, uint64_t *scratch, uint32_t *dst,
                     ptrdiff_t dst_stride) {
    const ptrdiff_t count = width * 4;
    for (ptrdiff_t y = y0; y < y0 + rows; y++) {
        uint64_t *restrict acc = scratch;
        for (ptrdiff_t k = 0; k < count; k++) acc[k] = 0;
        const ptrdiff_t first = y - radius < 0 ? -y : -radius;
        const ptrdiff_t last = y + radius > sum_rows - 1 ? sum_rows - 1 - y : radius;
        for (ptrdiff_t i = first; i <= last; i++) {
            const uint64_t w = weights[i + radius];
            const uint32_t *restrict from = sums + (y + i) * count;
            for (ptrdiff_t k = 0; k < count; k++) acc[k] += w * from[k];
        }
        uint32_t *out = dst + (y - y0) * dst_stride;
        for (ptrdiff_t x = 0; x < width; x++) {
            const uint64_t *c = acc + 4 * x;
            const uint64_t half = (uint64_t)1 << 31;
            out[x] = (uint32_t)((c[0] + half) >> 32) | (uint32_t)((c[1] + half) >> 32) << 8
                     | (uint32_t)((c[2] + half) >> 32) << 16 | (uint32_t)((c[3] + half) >> 32) << 24;
        }
    }
}

static inline ptrdiff_t fl_clamp_index(ptrdiff_t i, ptrdiff_t n) { return i < 0 ? 0 : (i >= n ? n - 1 : i); }

void fl_blur_downsample(const uint32_t *src, ptrdiff_t src_stride, ptrdiff_t src_width, ptrdiff_t src_height,
                        ptrdiff_t origin_x, ptrdiff_t origin_y, ptrdiff_t factor, uint32_t *small,
                        ptrdiff_t small_width, ptrdiff_t row_begin, ptrdiff_t row_end) {
    unsigned bits = 0;
    while (((ptrdiff_t)1 << bits) < factor * factor) bits++;
    const uint32_t half = 1u << (bits - 1);
    for (ptrdiff_t sy = row_begin; sy < row_end; sy++) {
        const ptrdiff_t y0 = origin_y + sy * factor;
        const ptrdiff_t ya = y0 < 0 ? 0 : y0, yb = y0 + factor > src_height ? src_height : y0 + factor;
        for (ptrdiff_t sx = 0; sx < small_width; sx++) {
            const ptrdiff_t x0 = origin_x + sx * factor;
            const ptrdiff_t xa = x0 < 0 ? 0 : x0, xb = x0 + factor > src_width ? src_width : x0 + factor;
            uint32_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
            for (ptrdiff_t y = ya; y < yb; y++) {
                const uint32_t *row = src + y * src_stride;
                for (ptrdiff_t x = xa; x < xb; x++) {
                    const uint32_t p = row[x];
                    s0 += p & 255u;
                    s1 += (p >> 8) & 255u;
                    s2 += (p >> 16) & 255u;
                    s3 += p >> 24;
                }
            }
            small[sy * small_width + sx] = (s0 + half) >> bits | ((s1 + half) >> bits) << 8
                                           | ((s2 + half) >> bits) << 16 | ((s3 + half) >> bits) << 24;
        }
    }
}

void fl_blur_upsample_rows(const uint32_t *small, ptrdiff_t small_width, ptrdiff_t small_height, ptrdiff_t left,
                           ptrdiff_t top, ptrdiff_t factor, ptrdiff_t x, ptrdiff_t y, ptrdiff_t rows, ptrdiff_t width,
                           uint32_t *out, ptrdiff_t out_stride) {
    // 2·factor is a power of two: divisions are shifts. A bias of one step keeps every
    // numerator positive (x, y ≥ 0, so 2x + 1 − f > −2f), so the shift is a floor division.
    const ptrdiff_t steps = 2 * factor;
    unsigned bits = 0;
    while (((ptrdiff_t)1 << bits) < steps) bits++;
    const unsigned total_bits = 2 * bits;
    const uint32_t m = 0x00FF00FFu, halves = (1u << (total_bits - 1)) * 0x00010001u;
    // Each output column's two small columns and the weight of the second, once for all rows.
    int32_t *first = malloc((size_t)width * sizeof(int32_t));
    int32_t *second = malloc((size_t)width * sizeof(int32_t));
    uint32_t *weight = malloc((size_t)width * sizeof(uint32_t));
    // A row of the small image interpolated vertically, two channels a word, not yet rounded.
    uint32_t *rb = malloc((size_t)small_width * sizeof(uint32_t));
    uint32_t *ag = malloc((size_t)small_width * sizeof(uint32_t));
    if (!first || !second || !weight || !rb || !ag) abort();
    for (ptrdiff_t i = 0; i < width; i++) {
        const ptrdiff_t vx = 2 * (x + i) + 1 - factor + steps;
        const ptrdiff_t qx = (vx >> bits) - 1;
        first[i] = (int32_t)fl_clamp_index(qx - left, small_width);
        second[i] = (int32_t)fl_clamp_index(qx + 1 - left, small_width);
        weight[i] = (uint32_t)(vx & (steps - 1));
    }
    for (ptrdiff_t row = 0; row < rows; row++) {
        const ptrdiff_t vy = 2 * (y + row) + 1 - factor + steps;
        const ptrdiff_t qy = (vy >> bits) - 1;
        const uint32_t wy1 = (uint32_t)(vy & (steps - 1)), wy0 = (uint32_t)steps - wy1;
        const uint32_t *r0 = small + fl_clamp_index(qy - top, small_height) * small_width;
        const uint32_t *r1 = small + fl_clamp_index(qy + 1 - top, small_height) * small_width;
        // Vertical first: each lane at most 255·2f < 2¹⁶.
        for (ptrdiff_t c = 0; c < small_width; c++) {
            rb[c] = wy0 * (r0[c] & m) + wy1 * (r1[c] & m);
            ag[c] = wy0 * ((r0[c] >> 8) & m) + wy1 * ((r1[c] >> 8) & m);
        }
        // Then across: each lane at most 255·(2f)² ≤ 255·256 < 2¹⁶, the very sums of the four
        // weighted pixels, rounded once.
        uint32_t *dst = out + row * out_stride;
        for (ptrdiff_t i = 0; i < width; i++) {
            const uint32_t w1 = weight[i], w0 = (uint32_t)steps - w1;
            const int32_t a = first[i], b = second[i];
            const uint32_t s_rb = w0 * rb[a] + w1 * rb[b], s_ag = w0 * ag[a] + w1 * ag[b];
            dst[i] = (((s_rb + halves) >> total_bits) & m) | ((((s_ag + halves) >> total_bits) & m) << 8);
        }
    }
    free(first);
    free(second);
    free(weight);
    free(rb);
    free(ag);
}

void fl_paint_opaque_rows(const fl_target *target, fl_area area, uint32_t clear, fl_opaque_item *items, ptrdiff_t count,
                          fl_segment *scratch) {
    if (area.min_x < area.max_x && area.min_y < area.max_y)
        current()->paint_opaque_rows(target, area, clear, items, count, scratch);
}
