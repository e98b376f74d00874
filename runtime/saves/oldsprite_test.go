package saves_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The save in testdata/sprite_192.save was written by the build whose
// visual.Sprite was 192 bytes (before issue 20's smaller Sprite), with
// GRIFF_WRITE_OLD_SAVE=1; testdata/sprite_192.digest holds the entity lines
// of that game's state digest when it was saved. A later build whose
// component types changed must load it (through the save's schema) into the
// same state.
const (
	oldSpriteSave   = "testdata/sprite_192.save"
	oldSpriteDigest = "testdata/sprite_192.digest"
)

// oldSpriteScene returns a scene of two sprites with every saved field set
// (the tint and flash amount in mid-transition), a text and a sprite
// animation, so every drawable field a save holds is seen.
func oldSpriteScene(g *runtime.Game) *scenes.Scene {
	sc := scenes.NewScene("level", g.Problems())
	a := sc.NewEntity("Hero", nil)
	a.Transform().SetPosition(griff.V(12.5, -3))
	tint := visual.NewSmoothed(griff.Color{R: 1, G: 0.5, B: 0.25, A: 1})
	tint.Set(1, griff.Color{R: 0.2, G: 0.4, B: 0.6, A: 0.8})
	flash := visual.NewSmoothed(0.25)
	flash.Set(1, 0.75)
	scenes.Add(a, visual.Sprite{Image: "assets/hero.png", Region: visual.Region{X: 16, Y: 32, W: 24, H: -7},
		Pivot: griff.V(0.5, 1), FlipX: true, FlipY: true, Tint: tint, Flash: griff.Color{R: 1, G: 1, B: 1, A: 1},
		FlashAmount: flash, DrawOrder: visual.DrawOrder{Layer: -5, Z: 2.5, YSort: true, HUD: true}})
	scenes.Add(a, visual.SpriteAnimation{Frames: []visual.Region{{X: 1, Y: 2, W: 3, H: 4}, {X: -5, W: 9, H: 9}}, FPS: 12})
	b := sc.NewEntity("Label", a)
	scenes.Add(b, visual.Sprite{Image: "assets/b.png", DrawOrder: visual.DrawOrder{Layer: 127}})
	scenes.Add(b, visual.Text{Text: "hi", DrawOrder: visual.DrawOrder{Layer: 3, Z: -1}})
	return sc
}

// entityDigest returns the entity lines of g's state digest, one a line.
func entityDigest(g *runtime.Game) string {
	var b strings.Builder
	for _, p := range g.StateDigest() {
		if p.Owner != "game" && p.Owner != "system" {
			b.WriteString(p.String() + "\n")
		}
	}
	return b.String()
}

// A save made by the build with the 192-byte Sprite loads, through its
// schema, into the state it was saved in: every Sprite field (the tint's
// and flash amount's transitions too), the animation's frames and the text.
func TestLoadsSaveOfOldSprite(t *testing.T) {
	if os.Getenv("GRIFF_WRITE_OLD_SAVE") != "" {
		writeOldSpriteSave(t)
	}
	data, err := os.ReadFile(oldSpriteSave)
	must(t, err)
	want, err := os.ReadFile(oldSpriteDigest)
	must(t, err)
	store := &saves.MemoryStore{}
	must(t, store.Write("1", data))
	g, s := migratingGame(t, store)
	must(t, s.Load("1"))
	s.Between(g)
	if r := s.Results(); len(r) != 1 || r[0].Err != nil {
		t.Fatalf("load results = %v", r)
	}
	if got := entityDigest(g); got != string(want) {
		t.Errorf("state after the load:\n%s\nwant (as saved):\n%s", got, want)
	}
	hero := g.Scene().Find("Hero")
	sp := scenes.Get[visual.Sprite](hero)
	if sp == nil {
		t.Fatal("no Sprite on Hero after the load")
	}
	if p := sp.Tint.Previous(); p != (griff.Color{R: 1, G: 0.5, B: 0.25, A: 1}) {
		t.Errorf("Tint.Previous() = %v, want the value before the step's Set", p)
	}
	if got := sp.Tint.At(1, 0.5, visual.LerpColor); got != visual.LerpColor(sp.Tint.Previous(), sp.Tint.Value(), 0.5) {
		t.Errorf("Tint.At(1, 0.5) = %v: the transition's tick was not kept", got)
	}
	if p := sp.FlashAmount.Previous(); p != 0.25 {
		t.Errorf("FlashAmount.Previous() = %v, want 0.25", p)
	}
	for _, p := range g.Problems().List() {
		t.Logf("problem log: %s", p.Message)
	}
}

// writeOldSpriteSave writes the testdata save and its digest with this
// build's types.
func writeOldSpriteSave(t *testing.T) {
	store := &saves.MemoryStore{}
	g, s := migratingGame(t, store)
	g.SetScene(oldSpriteScene(g))
	must(t, s.Save("1"))
	step(g, s)
	must(t, s.Flush(g))
	data, err := store.Read("1")
	must(t, err)
	must(t, os.MkdirAll(filepath.Dir(oldSpriteSave), 0o755))
	must(t, os.WriteFile(oldSpriteSave, data, 0o644))
	must(t, os.WriteFile(oldSpriteDigest, []byte(entityDigest(g)), 0o644))
}
