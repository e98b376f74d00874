package text_test

import (
	"errors"
	"image"
	"strings"
	"testing"

	"github.com/griffengine/griff/rendering/text"
)

// printable returns the printable ASCII characters and some Latin-1 letters.
func printable() string {
	var b strings.Builder
	for r := rune(0x21); r < 0x7F; r++ {
		b.WriteRune(r)
	}
	b.WriteString("ÀÉÎÕÜßàéîõüÿ")
	return b.String()
}

func TestAtlasGlyphsDoNotOverlap(t *testing.T) {
	a := text.NewAtlas(text.AtlasOptions{PageSize: 256})
	var all []text.Glyph
	for _, name := range []string{"Go Regular", "Go Bold", "Go Mono"} {
		f := builtIn(t, name)
		for _, size := range []float64{9, 14, 22.5, 37, 60} {
			all, _ = a.Layout(all, f, printable(), text.Options{Size: size})
		}
	}
	if a.NumPages() < 3 {
		t.Fatalf("got %d pages, want the glyphs to need at least 3 pages of 256 texels", a.NumPages())
	}
	// Distinct bitmaps per page (a glyph laid out twice shares its bitmap).
	seen := map[[2]image.Rectangle]bool{}
	byPage := make([][]image.Rectangle, a.NumPages())
	bounds := image.Rect(0, 0, a.PageSize(), a.PageSize())
	for _, g := range all {
		k := [2]image.Rectangle{g.Src, image.Rect(int(g.Page), 0, 0, 0)}
		if seen[k] {
			continue
		}
		seen[k] = true
		if !g.Src.In(bounds) {
			t.Errorf("glyph %q at %v, outside the page %v", g.Rune, g.Src, bounds)
		}
		byPage[g.Page] = append(byPage[g.Page], g.Src)
	}
	for p, rects := range byPage {
		for i, r := range rects {
			for _, s := range rects[i+1:] {
				if withGap(r).Overlaps(s) || withGap(s).Overlaps(r) {
					t.Errorf("page %d: glyphs at %v and %v overlap or touch", p, r, s)
				}
			}
		}
	}
}

// withGap returns r with the empty texel the atlas keeps right of and below each glyph.
func withGap(r image.Rectangle) image.Rectangle {
	return image.Rectangle{Min: r.Min, Max: r.Max.Add(image.Pt(1, 1))}
}

func TestPageVersionsAndDirty(t *testing.T) {
	a := text.NewAtlas(text.AtlasOptions{})
	f := builtIn(t, "Go Regular")
	a.Layout(nil, f, "abc", text.Options{})
	p := a.Page(0)
	v1 := p.Version()
	if v1 <= 1 || p.Dirty().Empty() {
		t.Fatalf("after drawing glyphs: version %d, dirty %v; want above 1 and not empty", v1, p.Dirty())
	}
	p.MarkUploaded()
	a.Layout(nil, f, "cab", text.Options{})
	if p.Version() != v1 || !p.Dirty().Empty() {
		t.Errorf("after laying out the same glyphs: version %d, dirty %v; want %d, empty", p.Version(), p.Dirty(), v1)
	}
	a.Layout(nil, f, "d", text.Options{})
	if p.Version() <= v1 || p.Dirty().Empty() {
		t.Errorf("after a new glyph: version %d, dirty %v; want above %d, not empty", p.Version(), p.Dirty(), v1)
	}
	v2 := p.Version()
	a.Clear()
	if p.Version() <= v2 {
		t.Errorf("after Clear: version %d, want above %d", p.Version(), v2)
	}
	for _, px := range p.Image().Pix {
		if px != 0 {
			t.Fatal("after Clear the page still has coverage")
		}
	}
	glyphs, _ := a.Layout(nil, f, "d", text.Options{})
	if len(glyphs) != 1 || glyphs[0].Src.Min != image.Pt(1, 1) {
		t.Errorf("after Clear the first glyph is at %v, want at (1,1)", glyphs)
	}
}

// TestPageUsed checks that every texel with coverage is inside Page.Used, that
// Used covers less than the page after a few glyphs, and that Clear shrinks it.
func TestPageUsed(t *testing.T) {
	a := text.NewAtlas(text.AtlasOptions{})
	f := builtIn(t, "Go Regular")
	a.Layout(nil, f, "Hello, world", text.Options{Size: 24})
	a.Layout(nil, f, "Hello", text.Options{Size: 60})
	p := a.Page(0)
	used, img := p.Used(), p.Image()
	if used.Min != (image.Point{}) || used.Dx() != img.Rect.Dx() || used.Dy() <= 1 || used.Dy() >= img.Rect.Dy() {
		t.Fatalf("Used() = %v on a %v page after two lines, want rows from 0, full width, not all", used, img.Rect)
	}
	inked := 0
	for y := 0; y < img.Rect.Dy(); y++ {
		for x := 0; x < img.Rect.Dx(); x++ {
			if img.AlphaAt(x, y).A == 0 {
				continue
			}
			inked++
			if !image.Pt(x, y).In(used) {
				t.Fatalf("texel (%d,%d) has coverage outside Used() = %v", x, y, used)
			}
		}
	}
	if inked == 0 {
		t.Fatal("no texel has coverage")
	}
	a.Clear()
	if got := p.Used(); got.Dy() != 1 {
		t.Errorf("Used() = %v after Clear, want the first row only", got)
	}
}

func TestBuiltIn(t *testing.T) {
	names := text.BuiltInNames()
	if len(names) != 6 || names[0] != text.DefaultFont {
		t.Errorf("BuiltInNames() = %q, want 6 starting with %q", names, text.DefaultFont)
	}
	for _, n := range names {
		f1, err1 := text.BuiltIn(n)
		f2, err2 := text.BuiltIn(n)
		if err1 != nil || err2 != nil || f1 != f2 || f1.Name() != n {
			t.Errorf("BuiltIn(%q) = %p %v, %p %v; want one font named so, twice", n, f1, err1, f2, err2)
		}
	}
	if _, err := text.BuiltIn("Comic Sans"); !errors.Is(err, text.ErrUnknownFont) {
		t.Errorf("BuiltIn(Comic Sans) error = %v, want ErrUnknownFont", err)
	}
}

func TestParseErrors(t *testing.T) {
	glyf := readModuleFile(t, "golang.org/x/image", "font/testdata/glyfTest.ttf")
	for _, tt := range []struct {
		name string
		data []byte
	}{
		{"empty", nil},
		{"text", []byte("this is not a font at all, just words")},
		{"truncated", glyf[:100]},
	} {
		_, err := text.Parse(tt.name+".ttf", tt.data)
		if !errors.Is(err, text.ErrBadFont) || !strings.Contains(err.Error(), tt.name+".ttf") {
			t.Errorf("Parse(%s) error = %v, want ErrBadFont naming the file", tt.name, err)
		}
	}
	for _, file := range []string{"glyfTest.ttf", "CFFTest.otf", "cmapTest.ttf"} {
		if _, err := text.Parse(file, readModuleFile(t, "golang.org/x/image", "font/testdata/"+file)); err != nil {
			t.Errorf("Parse(%s) = %v, want a font", file, err)
		}
	}
}

func TestCFFFontLaysOut(t *testing.T) {
	f, err := text.Parse("CFFTest.otf", readModuleFile(t, "golang.org/x/image", "font/testdata/CFFTest.otf"))
	if err != nil {
		t.Fatal(err)
	}
	a := text.NewAtlas(text.AtlasOptions{})
	glyphs, m := a.Layout(nil, f, "01", text.Options{Size: 40})
	if len(glyphs) == 0 || m.Width <= 0 {
		t.Errorf("CFFTest.otf laid out %d glyphs, width %v; want glyphs and a width", len(glyphs), m.Width)
	}
}

func TestNewAtlasPanicsOnBadPageSize(t *testing.T) {
	defer func() {
		if r, _ := recover().(string); !strings.HasPrefix(r, "text: page size") {
			t.Errorf("panic %q, want text: page size ...", r)
		}
	}()
	text.NewAtlas(text.AtlasOptions{PageSize: 10})
}

func FuzzParseAndLayout(f *testing.F) {
	for _, file := range []string{"glyfTest.ttf", "CFFTest.otf", "cmapTest.ttf"} {
		f.Add(readModuleFile(f, "golang.org/x/image", "font/testdata/"+file))
	}
	f.Add([]byte("OTTO\x00\x01"))
	f.Fuzz(func(t *testing.T, data []byte) {
		font, err := text.Parse("fuzz.ttf", data)
		if err != nil {
			return
		}
		a := text.NewAtlas(text.AtlasOptions{PageSize: 64, Problems: func(string) {}})
		a.Layout(nil, font, "Hi AV\tx\n\U0001F600 0123", text.Options{Size: 20, Width: 30})
	})
}

func BenchmarkLayout_Paragraph(b *testing.B) {
	para := strings.Repeat("The quick brown fox jumps over the lazy dog; pack my box with five dozen liquor jugs. ", 7)
	a := text.NewAtlas(text.AtlasOptions{})
	f := builtIn(b, "Go Regular")
	o := text.Options{Size: 16, Width: 400, Align: text.AlignCenter}
	dst, _ := a.Layout(nil, f, para, o)
	b.ReportAllocs()
	for b.Loop() {
		dst, _ = a.Layout(dst[:0], f, para, o)
	}
}

func BenchmarkLayout_ParagraphKerned(b *testing.B) {
	para := strings.Repeat("The quick brown fox jumps over the lazy dog; pack my box with five dozen liquor jugs. ", 7)
	a := text.NewAtlas(text.AtlasOptions{})
	f := roboto(b)
	o := text.Options{Size: 16, Width: 400, Align: text.AlignCenter}
	dst, _ := a.Layout(nil, f, para, o)
	b.ReportAllocs()
	for b.Loop() {
		dst, _ = a.Layout(dst[:0], f, para, o)
	}
}

// BenchmarkRasterizeGlyphs rasterises the 106 glyphs of printable() at 24 px into a
// cleared atlas.
func BenchmarkRasterizeGlyphs(b *testing.B) {
	a := text.NewAtlas(text.AtlasOptions{})
	f := builtIn(b, "Go Regular")
	s := printable()
	var dst []text.Glyph
	b.ReportAllocs()
	for b.Loop() {
		a.Clear()
		dst, _ = a.Layout(dst[:0], f, s, text.Options{Size: 24})
	}
}

func FuzzLayout(f *testing.F) {
	f.Add("Hello, world", 100.0, 16.0, uint8(0))
	f.Add("AVAWAY\ttab\r\nnext line  \n\nlong-wordwithoutspaces", 40.0, 23.5, uint8(1))
	f.Add("\U0001F600 \u3000日本語のテキスト\xff\xfe", 10.0, 8.0, uint8(2))
	reg, err := text.BuiltIn("Go Regular")
	if err != nil {
		f.Fatal(err)
	}
	a := text.NewAtlas(text.AtlasOptions{PageSize: 256})
	var dst []text.Glyph
	f.Fuzz(func(t *testing.T, s string, width, size float64, align uint8) {
		if len(s) > 4096 {
			return
		}
		if size > 64 { // keep the atlas small; sizes up to MaxSize are tested elsewhere
			size = 64
		}
		var m text.Metrics
		dst, m = a.Layout(dst[:0], reg, s, text.Options{Size: size, Width: width, Align: text.Align(align % 3)})
		if len(dst) > len(s) {
			t.Fatalf("%d glyphs from %d bytes", len(dst), len(s))
		}
		for _, g := range dst {
			if g.Line < 0 || int(g.Line) >= m.Lines {
				t.Fatalf("glyph on line %d of %d", g.Line, m.Lines)
			}
			if g.Dst.Size() != g.Src.Size() || g.Src.Empty() {
				t.Fatalf("glyph src %v dst %v", g.Src, g.Dst)
			}
			if !g.Src.In(image.Rect(0, 0, a.PageSize(), a.PageSize())) || int(g.Page) >= a.NumPages() {
				t.Fatalf("glyph at %v of page %d outside the atlas", g.Src, g.Page)
			}
		}
	})
}
