package text_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/rendering/text"
)

// A glyph atlas makes at most MaxPages pages, whatever is laid out: glyphs that
// do not fit are not drawn, Full says so, the problem is reported once, and a
// Clear makes room again in the same pages.
func TestAtlasPagesBounded(t *testing.T) {
	var problems []string
	a := text.NewAtlas(text.AtlasOptions{PageSize: 64, MaxPages: 3, Problems: func(m string) { problems = append(problems, m) }})
	if a.MaxPages() != 3 || text.NewAtlas(text.AtlasOptions{}).MaxPages() != text.DefaultMaxPages {
		t.Fatalf("MaxPages = %d, default %d", a.MaxPages(), text.NewAtlas(text.AtlasOptions{}).MaxPages())
	}
	f := builtIn(t, "Go Regular")
	s := printable()
	visible, _ := text.NewAtlas(text.AtlasOptions{}).Layout(nil, f, s, text.Options{Size: 12})
	drawn := 0
	for size := 8.0; size <= 40; size++ { // 33 sizes of ~100 glyphs: far more than 3 pages
		g, _ := a.Layout(nil, f, s, text.Options{Size: size})
		drawn += len(g)
	}
	if a.NumPages() != 3 || !a.Full() {
		t.Errorf("after 33 sizes: %d pages, full %v; want 3 pages, full", a.NumPages(), a.Full())
	}
	if len(problems) != 1 || !strings.Contains(problems[0], "atlas is full (3 pages of 64×64 texels)") {
		t.Errorf("problems %q, want one saying the atlas is full", problems)
	}
	if all := 33 * len(visible); drawn == 0 || drawn >= all {
		t.Errorf("%d glyphs drawn of %d laid out, want some but not all", drawn, all)
	}
	gen := a.Generation()
	a.Clear()
	if a.Full() || a.Generation() != gen+1 {
		t.Errorf("after Clear: full %v, generation %d; want not full, %d", a.Full(), a.Generation(), gen+1)
	}
	g, _ := a.Layout(nil, f, s, text.Options{Size: 12})
	if want := len(visible); len(g) != want || a.NumPages() != 3 {
		t.Errorf("after Clear: %d glyphs on %d pages, want %d on 3", len(g), a.NumPages(), want)
	}
}

// Layout lays out at most MaxRunes runes of a string, reporting a longer one
// once per font.
func TestLayoutRunesBounded(t *testing.T) {
	var problems []string
	a := text.NewAtlas(text.AtlasOptions{Problems: func(m string) { problems = append(problems, m) }})
	f := builtIn(t, "Go Regular")
	g, _ := a.Layout(nil, f, strings.Repeat("x", text.MaxRunes), text.Options{})
	if len(g) != text.MaxRunes || len(problems) != 0 {
		t.Errorf("MaxRunes runes: %d glyphs, problems %q; want %d, none", len(g), problems, text.MaxRunes)
	}
	long := strings.Repeat("é", 4*text.MaxRunes)
	for range 2 {
		g, _ = a.Layout(g[:0], f, long, text.Options{})
		if len(g) != text.MaxRunes {
			t.Errorf("%d runes: %d glyphs, want %d", 4*text.MaxRunes, len(g), text.MaxRunes)
		}
	}
	if len(problems) != 1 || !strings.Contains(problems[0], "more than 65536 characters") {
		t.Errorf("problems %q, want one about more than 65536 characters", problems)
	}
}
