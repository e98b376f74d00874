package rendering_test

import (
	"io/fs"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/text"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// laidOut returns the number of glyphs laid out for the Text of entity e.
func laidOut(e *scenes.Entity) int {
	return rendering.LaidOut(scenes.Get[visual.Text](e))
}

// A Text whose size or length is out of bounds warns once, naming its entity
// and component, and the game goes on: a size above text.MaxSize is drawn at
// text.MaxSize, one below 0 (or NaN) draws nothing, and only the first
// text.MaxRunes characters of a longer text are laid out and drawn.
func TestTextBounds(t *testing.T) {
	tests := []struct {
		name   string
		text   visual.Text
		glyphs int // glyphs laid out
		want   string
	}{
		{"Huge", visual.Text{Text: "AB", Size: 1e9}, 2, "rendering: text size 1e+09 px is above 512; drawn at 512 px"},
		{"Inf", visual.Text{Text: "AB", Size: math.Inf(1)}, 2, "rendering: text size +Inf px is above 512; drawn at 512 px"},
		{"Negative", visual.Text{Text: "AB", Size: -4}, 0, "rendering: text size -4 px is below 0; nothing is drawn"},
		{"NaN", visual.Text{Text: "AB", Size: math.NaN()}, 0, "rendering: text size NaN px is below 0; nothing is drawn"},
		{"Long", visual.Text{Text: strings.Repeat("ab\n", text.MaxRunes)}, text.MaxRunes/3*2 + 1, "rendering: text has more than 65536 characters; the first 65536 are drawn"},
		{"Fine", visual.Text{Text: strings.Repeat("ab\n", text.MaxRunes/3), Size: text.MaxSize / 64}, 2 * (text.MaxRunes / 3), ""},
	}
	for _, tc := range tests {
		f := newFixture(t, 1)
		e := f.entity(tc.name, nil, griff.V(0, 0))
		scenes.Add(e, tc.text)
		f.settle()
		for range 3 {
			f.build(0)
		}
		if got := laidOut(e); got != tc.glyphs {
			t.Errorf("%s: %d glyphs laid out, want %d", tc.name, got, tc.glyphs)
		}
		ps := f.problemsAbout(tc.name, "Griff.Text")
		switch {
		case tc.want == "" && len(ps) != 0:
			t.Errorf("%s: problems %v, want none", tc.name, ps)
		case tc.want != "" && (len(ps) != 1 || ps[0].Message != tc.want):
			t.Errorf("%s: problems %v, want one: %q", tc.name, ps, tc.want)
		}
		if n := f.g.Problems().Len(); n != len(ps) {
			t.Errorf("%s: %d problems in all, want %d", tc.name, n, len(ps))
		}
	}
}

// Text in ever new sizes (a size tween) fills the glyph atlas; it never grows
// past text.DefaultMaxPages pages: a full atlas is cleared before the next
// frame and the text is drawn whole again.
func TestAtlasBoundedAcrossFrames(t *testing.T) {
	f := newFixture(t, 1)
	var chars strings.Builder
	for r := '!'; r <= '~'; r++ {
		chars.WriteRune(r)
	}
	e := f.entity("Tween", nil, griff.V(0, 0))
	scenes.Add(e, visual.Text{Text: chars.String(), Size: 20})
	f.settle()
	tx := scenes.Get[visual.Text](e)
	pages, whole := 0, 0
	for size := 20.0; size < 220; size++ {
		tx.Size = size
		f.build(0)
		pages = max(pages, f.r.Atlas().NumPages())
		if laidOut(e) == len(chars.String()) {
			whole++
		}
	}
	a := f.r.Atlas()
	if pages > text.DefaultMaxPages || a.Generation() == 0 {
		t.Errorf("200 sizes: at most %d pages, cleared %d times; want at most %d pages, cleared at least once", pages, a.Generation(), text.DefaultMaxPages)
	}
	// Only a frame in which the atlas filled up misses glyphs.
	if missed := 200 - whole; missed == 0 || uint64(missed) > a.Generation()+1 {
		t.Errorf("%d of 200 frames missed glyphs, the atlas was cleared %d times", missed, a.Generation())
	}
	if ps := f.g.Problems().List(); len(ps) != 1 || !strings.Contains(ps[0].Message, "atlas is full") || ps[0].Entity != "Tween" {
		t.Errorf("problems %v, want one saying the atlas is full, naming Tween", ps)
	}
}

// endless is a game folder whose every file says it holds a terabyte of zeros
// and reads as zeros without end; it counts the bytes read.
type endless struct{ read *int }

func (e endless) Open(name string) (fs.File, error) { return endlessFile{e.read, name}, nil }

type endlessFile struct {
	read *int
	name string
}

func (f endlessFile) Stat() (fs.FileInfo, error) { return endlessInfo{f.name}, nil }
func (f endlessFile) Read(b []byte) (int, error) {
	clear(b)
	*f.read += len(b)
	return len(b), nil
}
func (f endlessFile) Close() error { return nil }

type endlessInfo struct{ name string }

func (i endlessInfo) Name() string       { return i.name }
func (i endlessInfo) Size() int64        { return 1 << 40 }
func (i endlessInfo) Mode() fs.FileMode  { return 0o444 }
func (i endlessInfo) ModTime() time.Time { return time.Time{} }
func (i endlessInfo) IsDir() bool        { return false }
func (i endlessInfo) Sys() any           { return nil }

// A font file larger than MaxFontFileSize is not read: the text is drawn in
// the default font with one warning.
func TestHugeFontFileNotRead(t *testing.T) {
	read := 0
	f := newFixture(t, 1)
	f.r = rendering.NewRenderer(rendering.Options{Assets: endless{&read}, Screen: screen})
	scenes.Add(f.entity("Title", nil, griff.V(0, 0)), visual.Text{Text: "AB", Font: "assets/huge.ttf"})
	f.settle()
	f.build(0)
	want := "rendering: font assets/huge.ttf: the file is larger than 64 MiB; using " + text.DefaultFont
	if ps := f.problemsAbout("Title", "Griff.Text"); len(ps) != 1 || ps[0].Message != want {
		t.Errorf("problems %v, want one: %q", ps, want)
	}
	if read != 0 {
		t.Errorf("%d bytes of the font file read, want none", read)
	}
	if n := laidOut(f.s.Roots()[0]); n != 2 {
		t.Errorf("%d glyphs laid out, want 2 (in the default font)", n)
	}
}
