package text_test

import (
	"testing"

	"github.com/griffengine/griff/rendering/text"
)

// Runs of one size lay out glyph for glyph as Layout lays out their texts
// together, wrapped, aligned and spaced.
func TestRunsOfOneSizeAreLayout(t *testing.T) {
	f := roboto(t)
	a := text.NewAtlas(text.AtlasOptions{})
	runs := []text.Run{{Text: "The quick brown "}, {Text: "fox jumps", Size: 20}, {Text: " over the lazy dog\nand on"}}
	for _, o := range []text.Options{
		{Size: 20},
		{Size: 20, Width: 120, Align: text.AlignCenter},
		{Size: 20, Width: 90, Align: text.AlignRight, LineSpacing: 1.5},
	} {
		want, wm := a.Layout(nil, f, runs[0].Text+runs[1].Text+runs[2].Text, o)
		got, gm := a.LayoutRuns(nil, f, runs, o)
		if gm != wm || len(got) != len(want) {
			t.Fatalf("%+v: metrics %+v and %d glyphs, want %+v and %d", o, gm, len(got), wm, len(want))
		}
		for i := range got {
			g, w := got[i], want[i]
			g.Run = 0
			if g != w {
				t.Errorf("%+v: glyph %d is %+v, want %+v", o, i, got[i], w)
				break
			}
		}
	}
}

// A big run and a small one share a baseline: the line is as tall as the big
// run, its glyphs sit where they would alone, the small glyphs drop by the
// difference of the ascents; the pen carries on from the big run.
func TestMixedSizesShareABaseline(t *testing.T) {
	f := roboto(t)
	a := text.NewAtlas(text.AtlasOptions{})
	big, bm := a.Layout(nil, f, "Big", text.Options{Size: 32})
	small, sm := a.Layout(nil, f, " small", text.Options{Size: 12})
	got, m := a.LayoutRuns(nil, f, []text.Run{{Text: "Big", Size: 32}, {Text: " small"}}, text.Options{Size: 12})
	if len(got) != len(big)+len(small) {
		t.Fatalf("%d glyphs, want %d", len(got), len(big)+len(small))
	}
	if m.Height != bm.Height || m.Width != bm.Width+sm.Width || m.Ascent != bm.Ascent || m.Lines != 1 {
		t.Errorf("metrics %+v; want the big run's height %v and ascent %v, width %v", m, bm.Height, bm.Ascent, bm.Width+sm.Width)
	}
	for i, g := range big {
		if got[i].Dst != g.Dst || got[i].Run != 0 {
			t.Errorf("big glyph %d at %v (run %d), want %v (run 0)", i, got[i].Dst, got[i].Run, g.Dst)
		}
	}
	drop := roundPx(bm.Ascent) - roundPx(sm.Ascent)
	dx := got[len(big)].Dst.Min.X - small[0].Dst.Min.X
	for i, g := range small {
		o := got[len(big)+i]
		if o.Run != 1 || o.Dst.Min.Y-g.Dst.Min.Y != drop || abs(o.Dst.Min.X-g.Dst.Min.X-dx) > 1 || o.Dst.Size() != g.Dst.Size() {
			t.Errorf("small glyph %d at %v (run %d), want %v moved down %d and across %d±1 (pens round to whole pixels; run 1)", i, o.Dst, o.Run, g.Dst, drop, dx)
		}
	}
	if dx < int(bm.Width)-1 {
		t.Errorf("the small run starts %d px across, want after the big run's %v px", dx, bm.Width)
	}
}

func roundPx(v float64) int { return int(v + 0.5) }

func abs(v int) int { return max(v, -v) }

// Laying out runs again, their glyphs in the atlas, allocates nothing.
func TestRelayoutRunsAllocatesNothing(t *testing.T) {
	a := text.NewAtlas(text.AtlasOptions{})
	f := roboto(t)
	runs := []text.Run{{Text: "Griff", Size: 28}, {Text: " Meadow, a game of "}, {Text: "coins", Size: 12}}
	o := text.Options{Size: 18, Width: 160, Align: text.AlignCenter}
	dst, _ := a.LayoutRuns(nil, f, runs, o)
	if allocs := testing.AllocsPerRun(50, func() { dst, _ = a.LayoutRuns(dst[:0], f, runs, o) }); allocs != 0 {
		t.Errorf("laying out runs again allocated %v times, want 0", allocs)
	}
}

func BenchmarkLayoutRuns_3Sizes(b *testing.B) {
	a := text.NewAtlas(text.AtlasOptions{})
	f := roboto(b)
	runs := []text.Run{{Text: "Griff", Size: 28}, {Text: " Meadow: find the key, open the door, reach the flag. "}, {Text: "Press Escape to pause.", Size: 12}}
	o := text.Options{Size: 18, Width: 240}
	dst, _ := a.LayoutRuns(nil, f, runs, o)
	b.ReportAllocs()
	for b.Loop() {
		dst, _ = a.LayoutRuns(dst[:0], f, runs, o)
	}
}
