package hud_test

import (
	"image"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/hud"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/scenes"
)

// hud20 makes a game with a HUD of 20 elements, four of each kind, reading a
// player whose values change every step: bars and pips from its health,
// counters from its coins and a field, labels from its name, and typewriters
// revealing a long text.
func hud20(t testing.TB) (*runtime.Game, *stats) {
	g := newGame(t, nil)
	player, st := add(g, "Player", stats{HP: 10, MaxHP: 10, Name: "Ada"})
	scenes.Add(player, items.Inventory{Start: "7 Coin"})
	src := func(out string) hud.Source { return hud.Source{Entity: "Player", Output: out} }
	for i := range 4 {
		at := hud.Anchor{To: hud.Corner(i * 2), Offset: griff.V(4, float64(4+i))}
		e, _ := add(g, "Bar", hud.Bar{Source: src("Test.Stats.hp"), MaxSource: src("Test.Stats.maxHP")})
		scenes.Add(e, at)
		e, _ = add(g, "Coins", hud.Counter{Source: src("Griff.Inventory.Coin"), Format: "Coins: %d"})
		scenes.Add(e, at)
		e, _ = add(g, "Hearts", hud.Pips{Source: src("Test.Stats.hp"), MaxSource: src("Test.Stats.maxHP")})
		scenes.Add(e, at)
		e, _ = add(g, "Name", hud.Label{Source: src("Test.Stats.name")})
		scenes.Add(e, at)
		e, _ = add(g, "Line", hud.Typewriter{Text: strings.Repeat("A long text[pause=0.1] ", 200), Rate: 20})
		scenes.Add(e, at)
	}
	return g, st
}

// TestHUD20MakesNoGarbage steps a HUD of 20 elements whose bars move every
// step (the player's health going up and down) once it has settled: a step
// allocates nothing.
func TestHUD20MakesNoGarbage(t *testing.T) {
	g, st := hud20(t)
	run(g, 30)
	i := 0
	if n := testing.AllocsPerRun(200, func() {
		i++
		st.HP = 5 + i%6
		g.Step()
	}); n != 0 {
		t.Errorf("a step of a 20-element HUD allocates %v times, want 0", n)
	}
	if g.Problems().Len() > 0 {
		t.Errorf("problems: %v", g.Problems().List())
	}
}

// BenchmarkHUDStep_20 times a whole step of a game with a HUD of 20 elements
// whose values change every step.
func BenchmarkHUDStep_20(b *testing.B) {
	g, st := hud20(b)
	run(g, 30)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		i++
		st.HP = 5 + i%6
		g.Step()
	}
}

// BenchmarkHUDBuild_20 times building the draw list of a HUD of 20 elements
// between steps (typewriters revealing, bars moving).
func BenchmarkHUDBuild_20(b *testing.B) {
	g, st := hud20(b)
	run(g, 30)
	r := rendering.NewRenderer(rendering.Options{})
	r.SetScreen(image.Pt(int(screen[0]), int(screen[1])))
	var list drawlist.List
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		i++
		st.HP = 5 + i%6
		g.Step()
		r.Build(g, 0.5, &list)
	}
}
