package rendering_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// A Text with Tags draws each tagged part in its colour and size on one
// baseline: "[color=red]Big[/color] [size=8]small[/size]" at 24 px draws the
// three big letters red and taller than the five small white ones, whose
// bottoms (no descenders) line up with the big ones'.
func TestTextTagsMixStyles(t *testing.T) {
	f := newFixture(t, 1)
	e := f.entity("Title", nil, griff.V(0, 0))
	scenes.Add(e, visual.Text{Text: "[color=red]Big[/color] [size=8]small[/size]", Size: 24, Tags: true})
	f.settle()
	f.build(0)
	var qs []drawlist.Quad
	for _, q := range f.quads() {
		if q.Tint != (drawlist.Color{}) {
			qs = append(qs, q)
		}
	}
	if len(qs) != 8 {
		t.Fatalf("%d glyph quads, want 8 (Big, small)", len(qs))
	}
	red, white := drawlist.Color{R: 1, A: 1}, drawlist.Color{R: 1, G: 1, B: 1, A: 1}
	height := func(q drawlist.Quad) float32 { return abs32(q.Corners[2].Y - q.Corners[0].Y) }
	for i, q := range qs {
		want := white
		if i < 3 {
			want = red
		}
		if q.Tint != want {
			t.Errorf("glyph %d tinted %+v, want %+v", i, q.Tint, want)
		}
	}
	if !(height(qs[0]) > 2*height(qs[3])) {
		t.Errorf("B is %v px tall, s %v; want the big run over twice as tall", height(qs[0]), height(qs[3]))
	}
	// B and s have no descender: their boxes end on the baseline, within a
	// tenth of B's height (a pixel or two of antialiasing border).
	if d := abs32(qs[0].Corners[2].Y - qs[3].Corners[2].Y); d > height(qs[0])/10 {
		t.Errorf("B's box ends at y %v and s's at %v: want one baseline", qs[0].Corners[2].Y, qs[3].Corners[2].Y)
	}
	if ps := f.problemsAbout("Title", "Griff.Text"); len(ps) != 0 {
		t.Errorf("problems %v, want none", ps)
	}
}

// Tags that do not read warn once and the text is drawn as written.
func TestTextBadTagsWarn(t *testing.T) {
	f := newFixture(t, 1)
	e := f.entity("Sign", nil, griff.V(0, 0))
	scenes.Add(e, visual.Text{Text: "[colour=red]Hi", Tags: true})
	f.settle()
	for range 3 {
		f.build(0)
	}
	if got := laidOut(e); got != len("[colour=red]Hi") {
		t.Errorf("%d glyphs laid out, want the text as written", got)
	}
	if ps := f.problemsAbout("Sign", "Griff.Text"); len(ps) != 1 {
		t.Errorf("problems %v, want one", ps)
	}
}

func abs32(v float32) float32 { return max(v, -v) }

// A Text that is a string-table id draws the row looked up for it
// (visual.Text.Shown), not the id.
func TestTextDrawsLookedUpRow(t *testing.T) {
	f := newFixture(t, 1)
	e := f.entity("Title", nil, griff.V(0, 0))
	scenes.Add(e, visual.Text{Text: "@menu.start", Size: 16})
	tx := scenes.Get[visual.Text](e)
	tx.Lookup = visual.TextLookup{From: "@menu.start", Text: "Go"}
	f.settle()
	f.build(0)
	n := 0
	for _, q := range f.quads() {
		if q.Tint != (drawlist.Color{}) {
			n++
		}
	}
	if n != 2 {
		t.Errorf("%d glyph quads, want 2 (the row \"Go\", not the id)", n)
	}
}
