package text_test

import (
	"errors"
	"image"
	"slices"
	"strings"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"github.com/griffengine/griff/rendering/text"
)

// sfntWidth measures s directly with sfnt: the sum of advances and kerning, no hinting.
func sfntWidth(t *testing.T, data []byte, s string, ppem fixed.Int26_6) fixed.Int26_6 {
	t.Helper()
	f, err := sfnt.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	var b sfnt.Buffer
	var w fixed.Int26_6
	prev := sfnt.GlyphIndex(0)
	for i, r := range s {
		g, err := f.GlyphIndex(&b, r)
		if err != nil {
			t.Fatal(err)
		}
		adv, err := f.GlyphAdvance(&b, g, ppem, font.HintingNone)
		if err != nil {
			t.Fatal(err)
		}
		if i > 0 {
			k, err := f.Kern(&b, prev, g, ppem, font.HintingNone)
			if err != nil && !errors.Is(err, sfnt.ErrNotFound) {
				t.Fatal(err)
			}
			w += k
		}
		w += adv
		prev = g
	}
	return w
}

func TestWidthMatchesSfnt(t *testing.T) {
	robotoData := readModuleFile(t, "github.com/hajimehoshi/ebiten/v2", "text/v2/testdata/Roboto-Regular.ttf")
	tests := []struct {
		name string
		data []byte
		font *text.Font
		s    string
		size float64
	}{
		{"Go Regular", goregular.TTF, builtIn(t, "Go Regular"), "Hello", 16},
		{"Go Bold", gobold.TTF, builtIn(t, "Go Bold"), "Hello", 23.5},
		{"Go Mono", gomono.TTF, builtIn(t, "Go Mono"), "Hello", 12},
		{"Roboto", robotoData, roboto(t), "Hello", 16},
		{"Roboto kerned", robotoData, roboto(t), "AVATAR Toyota", 40},
	}
	a := text.NewAtlas(text.AtlasOptions{})
	for _, tt := range tests {
		_, m := a.Layout(nil, tt.font, tt.s, text.Options{Size: tt.size})
		want := float64(sfntWidth(t, tt.data, tt.s, fixed.Int26_6(tt.size*64))) / 64
		if m.Width != want {
			t.Errorf("%s: width of %q = %v px, want %v", tt.name, tt.s, m.Width, want)
		}
		if m.Lines != 1 {
			t.Errorf("%s: %q took %d lines, want 1", tt.name, tt.s, m.Lines)
		}
	}
}

func TestKerningNarrowsAV(t *testing.T) {
	a := text.NewAtlas(text.AtlasOptions{})
	tests := []struct {
		font  *text.Font
		kerns bool
	}{
		{roboto(t), true},                 // GPOS pair adjustment
		{builtIn(t, "Go Regular"), false}, // no GPOS, no kern table
	}
	for _, tt := range tests {
		o := text.Options{Size: 32}
		_, av := a.Layout(nil, tt.font, "AV", o)
		_, aw := a.Layout(nil, tt.font, "A", o)
		_, vw := a.Layout(nil, tt.font, "V", o)
		apart := aw.Width + vw.Width
		if tt.kerns && !(av.Width < apart-1) {
			t.Errorf("%s: width of AV = %v px, want less than A + V = %v px by over 1 px", tt.font.Name(), av.Width, apart)
		}
		if !tt.kerns && av.Width != apart {
			t.Errorf("%s: width of AV = %v px, want A + V = %v px (no kerning)", tt.font.Name(), av.Width, apart)
		}
	}
}

func TestWrap(t *testing.T) {
	mono := builtIn(t, "Go Mono")
	a := text.NewAtlas(text.AtlasOptions{})
	_, one := a.Layout(nil, mono, "x", text.Options{Size: 20})
	ch := one.Width // every Go Mono glyph has this advance
	tests := []struct {
		s     string
		chars float64 // wrap width in characters; 0: no wrap
		want  []string
	}{
		{"the quick brown fox", 10, []string{"the quick", "brown fox"}},
		{"the quick brown fox", 9, []string{"the quick", "brown fox"}},
		{"the quick brown fox", 8.9, []string{"the", "quick", "brown", "fox"}},
		{"hello world", 5, []string{"hello", "world"}},
		{"abcdefghijkl", 5, []string{"abcde", "fghij", "kl"}},
		{"go abcdefghijkl", 5, []string{"go", "abcde", "fghij", "kl"}},
		{"abc", 0.1, []string{"a", "b", "c"}},
		{"ab\ncd\n\nef", 0, []string{"ab", "cd", "", "ef"}},
		{"one two\nthree four", 9, []string{"one two", "three", "four"}},
		{"a    b", 3, []string{"a", "b"}},
		{"trailing   ", 8, []string{"trailing"}},
		{"", 0, []string{""}},
		{"tab\tstop", 0, []string{"tab\tstop"}},
	}
	for _, tt := range tests {
		o := text.Options{Size: 20, Width: tt.chars * ch}
		glyphs, m := a.Layout(nil, mono, tt.s, o)
		got := lines(tt.s, glyphs, m.Lines)
		if !slices.Equal(got, tt.want) {
			t.Errorf("Layout(%q, width %v chars) lines = %q, want %q", tt.s, tt.chars, got, tt.want)
		}
		for _, g := range glyphs {
			if top := int(m.LineHeight * float64(g.Line)); g.Dst.Min.Y < top-2 || g.Dst.Max.Y > top+int(m.LineHeight)+2 {
				t.Errorf("Layout(%q): glyph %q on line %d at y %v, want within %d..%d", tt.s, g.Rune, g.Line, g.Dst, top, top+int(m.LineHeight))
			}
		}
	}
}

func TestWrapKeepsLinesInWidth(t *testing.T) {
	para := strings.Repeat("Sphinx of black quartz, judge my vow. ", 12)
	a := text.NewAtlas(text.AtlasOptions{})
	for _, f := range []*text.Font{builtIn(t, "Go Regular"), roboto(t)} {
		for _, width := range []float64{80, 150, 333} {
			glyphs, m := a.Layout(nil, f, para, text.Options{Size: 18, Width: width})
			if m.Width > width {
				t.Errorf("%s at %v px: widest line %v px, want at most %v", f.Name(), width, m.Width, width)
			}
			for _, g := range glyphs {
				if g.Dst.Min.X < -2 || g.Dst.Max.X > int(width)+2 {
					t.Errorf("%s at %v px: glyph %q at %v sticks out", f.Name(), width, g.Rune, g.Dst)
				}
			}
			ls := lines(para, glyphs, m.Lines)
			if got := strings.Join(ls, " "); got != strings.TrimSpace(para) {
				t.Errorf("%s at %v px: the lines joined by spaces = %q, want the paragraph", f.Name(), width, got)
			}
			// Each line is set exactly as its text alone would be, moved down.
			k := 0
			for i, line := range ls {
				alone, _ := a.Layout(nil, f, line, text.Options{Size: 18})
				for _, g := range alone {
					want := g.Dst.Add(image.Pt(0, int(glyphs[k].Dst.Min.Y-g.Dst.Min.Y)))
					if glyphs[k].Dst != want || int(glyphs[k].Line) != i {
						t.Fatalf("%s at %v px: glyph %d %q at %v line %d, want %v line %d as in %q alone",
							f.Name(), width, k, g.Rune, glyphs[k].Dst, glyphs[k].Line, want, i, line)
					}
					k++
				}
			}
		}
	}
}

func TestAlign(t *testing.T) {
	f := builtIn(t, "Go Regular")
	a := text.NewAtlas(text.AtlasOptions{})
	const width = 300
	s := "Left, centre\nor right"
	left, m := a.Layout(nil, f, s, text.Options{Size: 20, Width: width})
	lineW := make([]float64, m.Lines)
	for i, line := range strings.Split(s, "\n") {
		_, lm := a.Layout(nil, f, line, text.Options{Size: 20})
		lineW[i] = lm.Width
	}
	for _, tt := range []struct {
		align text.Align
		frac  float64
	}{{text.AlignCenter, 0.5}, {text.AlignRight, 1}} {
		got, _ := a.Layout(nil, f, s, text.Options{Size: 20, Width: width, Align: tt.align})
		for i := range got {
			shift := float64(got[i].Dst.Min.X - left[i].Dst.Min.X)
			want := (width - lineW[got[i].Line]) * tt.frac
			if shift < want-1 || shift > want+1 {
				t.Errorf("%v: glyph %q moved %v px, want %v ± 1", tt.align, got[i].Rune, shift, want)
			}
			if got[i].Dst.Min.Y != left[i].Dst.Min.Y {
				t.Errorf("%v: glyph %q moved vertically", tt.align, got[i].Rune)
			}
		}
	}
	// Without a width, lines align within the widest.
	got, m2 := a.Layout(nil, f, "wide line\nx", text.Options{Size: 20, Align: text.AlignRight})
	last := got[len(got)-1]
	if right := float64(last.Dst.Max.X); right < m2.Width-3 || right > m2.Width+1 {
		t.Errorf("right-aligned short line ends at %v px, want about %v", right, m2.Width)
	}
}

func TestNotdefReportedOncePerFont(t *testing.T) {
	var problems []string
	a := text.NewAtlas(text.AtlasOptions{Problems: func(msg string) { problems = append(problems, msg) }})
	reg, bold := builtIn(t, "Go Regular"), builtIn(t, "Go Bold")
	glyphs, _ := a.Layout(nil, reg, "a\U0001F600b\U0001F600", text.Options{})
	a.Layout(nil, reg, "\U0001F642 again \U0001F600", text.Options{Size: 30})
	if len(problems) != 1 {
		t.Fatalf("after two layouts in Go Regular got %d problems %q, want 1", len(problems), problems)
	}
	if !strings.Contains(problems[0], "Go Regular") || !strings.Contains(problems[0], "U+1F600") {
		t.Errorf("problem %q, want it to name the font and U+1F600", problems[0])
	}
	a.Layout(nil, bold, "\U0001F600", text.Options{})
	if len(problems) != 2 {
		t.Errorf("after a layout in Go Bold got %d problems, want 2", len(problems))
	}
	if len(glyphs) != 4 || glyphs[1].Rune != 0x1F600 || glyphs[1].Src != glyphs[3].Src {
		t.Fatalf("glyphs %v, want 4 with both U+1F600 drawn from one .notdef bitmap", glyphs)
	}
	if glyphs[1].Src.Empty() {
		t.Errorf(".notdef has an empty bitmap, want Go Regular's box")
	}
}

func TestBadSizeReported(t *testing.T) {
	var problems []string
	a := text.NewAtlas(text.AtlasOptions{Problems: func(msg string) { problems = append(problems, msg) }})
	f := builtIn(t, "Go Regular")
	for _, size := range []float64{-3, text.MaxSize + 1} {
		glyphs, m := a.Layout(nil, f, "x", text.Options{Size: size})
		if len(glyphs) != 0 || m.Lines != 0 {
			t.Errorf("size %v laid out %d glyphs, %d lines, want none", size, len(glyphs), m.Lines)
		}
	}
	if len(problems) != 1 {
		t.Errorf("got %d problems, want 1", len(problems))
	}
}

func TestRelayoutAllocatesNothing(t *testing.T) {
	para := strings.Repeat("Waltz, bad nymph, for quick jigs vex! AVAWAY\n", 8)
	a := text.NewAtlas(text.AtlasOptions{})
	for _, f := range []*text.Font{builtIn(t, "Go Regular"), roboto(t)} {
		o := text.Options{Size: 17, Width: 220, Align: text.AlignCenter}
		dst, _ := a.Layout(nil, f, para, o)
		allocs := testing.AllocsPerRun(50, func() { dst, _ = a.Layout(dst[:0], f, para, o) })
		if allocs != 0 {
			t.Errorf("%s: laying out again allocated %v times, want 0", f.Name(), allocs)
		}
	}
}

func TestGlyphBitmapsAreDrawn(t *testing.T) {
	a := text.NewAtlas(text.AtlasOptions{})
	glyphs, _ := a.Layout(nil, builtIn(t, "Go Bold"), "H", text.Options{Size: 40})
	if len(glyphs) != 1 {
		t.Fatalf("got %d glyphs, want 1", len(glyphs))
	}
	g := glyphs[0]
	img := a.Page(int(g.Page)).Image()
	full := 0
	for y := g.Src.Min.Y; y < g.Src.Max.Y; y++ {
		for x := g.Src.Min.X; x < g.Src.Max.X; x++ {
			if img.AlphaAt(x, y).A == 255 {
				full++
			}
		}
	}
	// An H is two stems and a bar: well over a fifth of its box is solid.
	if area := g.Src.Dx() * g.Src.Dy(); full*5 < area {
		t.Errorf("H has %d fully covered texels of %d, want over a fifth", full, area)
	}
	if g.Dst.Size() != g.Src.Size() {
		t.Errorf("Dst size %v, want Src size %v", g.Dst.Size(), g.Src.Size())
	}
	if g.Dst.Max.Y > 40 || g.Dst.Min.Y < 0 {
		t.Errorf("H at %v, want between the top of the line and its baseline", g.Dst)
	}
}

func TestTabsReturnsAndLineSpacing(t *testing.T) {
	mono := builtIn(t, "Go Mono")
	a := text.NewAtlas(text.AtlasOptions{})
	_, one := a.Layout(nil, mono, "x", text.Options{Size: 20})
	glyphs, m := a.Layout(nil, mono, "a\tb\r\nc", text.Options{Size: 20, LineSpacing: 1.5})
	if len(glyphs) != 3 || m.Lines != 2 {
		t.Fatalf("got %d glyphs on %d lines, want 3 on 2", len(glyphs), m.Lines)
	}
	_, alone := a.Layout(nil, mono, "b", text.Options{Size: 20})
	bAlone, _ := a.Layout(nil, mono, "b", text.Options{Size: 20})
	if want := bAlone[0].Dst.Min.X + int(5*one.Width+0.5); glyphs[1].Dst.Min.X != want {
		t.Errorf("b after a tab at x %d, want %d (one character and four spaces in)", glyphs[1].Dst.Min.X, want)
	}
	if want := alone.LineHeight * 1.5; m.LineHeight < want-0.02 || m.LineHeight > want+0.02 {
		t.Errorf("line height %v with spacing 1.5, want %v", m.LineHeight, want)
	}
	if want := 2 * m.LineHeight; m.Height != want {
		t.Errorf("height of 2 lines %v, want %v", m.Height, want)
	}
	if dy := glyphs[2].Line; dy != 1 {
		t.Errorf("c on line %d, want 1", dy)
	}
}
