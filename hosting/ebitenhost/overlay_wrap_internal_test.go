package ebitenhost

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/rendering/text"
	"github.com/griffengine/griff/scenes"
)

// A problem wider than the panel is wrapped onto lines that each fit, losing
// nothing, so the cause at its end is shown; its file is shown relative to the
// game folder.
func TestOverlayWrapsLongProblems(t *testing.T) {
	f, err := text.BuiltIn(text.DefaultFont)
	if err != nil {
		t.Fatal(err)
	}
	folder := "/home/someone/projects/a rather long folder name/mygame"
	o := newOverlay(scenes.NewProblems(nil), folder)
	o.font, o.atlas, o.size = f, text.NewAtlas(text.AtlasOptions{PageSize: 256}), 12
	p := scenes.Problem{Severity: scenes.SeverityWarning, File: folder + "/scenes/main.json", Line: 12, Column: 5,
		Entity: "Level/Ground", EntityID: 22, Component: "Griff.Tilemap",
		Message: "rendering: tile id 400 is outside tileset /home/someone/projects/a rather long folder name/mygame/assets/tiles.png (ids 1..24); drawn as a magenta square"}
	s := o.text(p)
	if !strings.HasPrefix(s, "warning: scenes/main.json:12:5: Level/Ground#22: ") {
		t.Errorf("text = %q, want the file relative to the game folder", s)
	}
	const width, rest = 300, 270
	lines := o.wrap(s, width, rest)
	if len(lines) < 3 {
		t.Fatalf("wrapped onto %d lines, want at least 3: %q", len(lines), lines)
	}
	for i, l := range lines {
		w := rest
		if i == 0 {
			w = width
		}
		if _, m := o.atlas.Layout(nil, o.font, l, text.Options{Size: o.size}); m.Width > float64(w) {
			t.Errorf("line %d %q is %.0f pixels wide, more than %d", i, l, m.Width, w)
		}
	}
	squash := func(s string) string { return strings.ReplaceAll(s, " ", "") }
	if got := squash(strings.Join(lines, "")); got != squash(s) {
		t.Errorf("the lines %q do not make up the problem %q", lines, s)
	}
	if !strings.HasSuffix(lines[len(lines)-1], "drawn as a magenta square") {
		t.Errorf("the last line %q does not end with the problem's end", lines[len(lines)-1])
	}
	if got := o.wrap("short", width, rest); len(got) != 1 || got[0] != "short" {
		t.Errorf("wrap(short) = %q", got)
	}
	if got := (&overlay{folder: "game"}).text(scenes.Problem{File: "other/x.json", Message: "m"}); got != "info: other/x.json: m" {
		t.Errorf("a file outside the folder reads %q, want it as it is", got)
	}
}
