package hud_test

import (
	"flag"
	"image"
	"os"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/hud"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/scenes"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// sceneGame reads testdata/hud.json (a HUD with every element, no code) into
// a game; it fails the test on any problem reading it.
func sceneGame(t testing.TB) *runtime.Game {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "hud.json"))
	if err != nil {
		t.Fatal(err)
	}
	problems := scenes.NewProblems(nil)
	sc, err := scenes.ReadScene("hud.json", data, problems)
	if err != nil || problems.Len() > 0 {
		t.Fatalf("ReadScene: %v, problems %v", err, problems.List())
	}
	g, err := runtime.NewGame(runtime.Options{Scene: sc, Problems: problems, Input: input.NewScript(nil)},
		messages.NewSystem(), items.NewSystem(), hud.NewSystem(hud.Options{Screen: screen}))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestHUDGolden plays the HUD scene 12 steps with a hit on the player's health
// in step 11, and builds its draw list halfway between steps 11 and 12 with 1
// worker and with 4: the lists are the same and match testdata/hud.golden (the
// health bar's back, trail and fill drawn halfway down, the progress bar, the
// coin counter right-aligned in the top-right corner, two stars of three, the
// player's name, the yellow title centred, the typewriter part way).
func TestHUDGolden(t *testing.T) {
	g := sceneGame(t)
	run(g, 11)
	scenes.Get[stats](g.Scene().Find("Player")).HP = 4
	run(g, 1)
	var dumps [2]string
	for i, workers := range []int{1, 4} {
		r := rendering.NewRenderer(rendering.Options{Workers: workers})
		r.SetScreen(image.Pt(int(screen[0]), int(screen[1])))
		var list drawlist.List
		r.Build(g, 0.5, &list)
		dumps[i] = list.String()
	}
	if g.Problems().Len() > 0 {
		t.Errorf("problems: %v", g.Problems().List())
	}
	if dumps[0] != dumps[1] {
		t.Errorf("the HUD built with 4 workers differs from 1:\n%s\nwant\n%s", dumps[1], dumps[0])
	}
	path := filepath.Join("testdata", "hud.golden")
	if *update {
		if err := os.WriteFile(path, []byte(dumps[0]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if dumps[0] != string(want) {
		t.Errorf("dump differs from %s (run with -update to accept):\ngot:\n%s\nwant:\n%s", path, dumps[0], want)
	}
}

// TestHUDSceneState checks what the HUD scene's elements hold after 12 steps.
func TestHUDSceneState(t *testing.T) {
	g := sceneGame(t)
	run(g, 11)
	scenes.Get[stats](g.Scene().Find("Player")).HP = 4
	run(g, 1)
	sc := g.Scene()
	bar := scenes.Get[hud.Bar](sc.Find("Health"))
	coins := scenes.Get[hud.Counter](sc.Find("Coins"))
	stars := scenes.Get[hud.Pips](sc.Find("Stars"))
	line := scenes.Get[hud.Typewriter](sc.Find("Line"))
	if bar.Fill.Value() != 0.4 || bar.Fill.Previous() != 1 || bar.Trail.Value() != 1 {
		t.Errorf("health bar fill %v from %v, trail %v; want 0.4 from 1, trail 1", bar.Fill.Value(), bar.Fill.Previous(), bar.Trail.Value())
	}
	if hud.Shown(coins) != "Coins: 07" || stars.Value != 2 || hud.Revealed(line) != "Hell" {
		t.Errorf("coins %q, stars %d, typewriter %q; want \"Coins: 07\", 2, \"Hell\"", hud.Shown(coins), stars.Value, hud.Revealed(line))
	}
	if p := sc.Find("Coins").Transform().Position(); p[0] != 312 || p[1] != 8 {
		t.Errorf("coins at %v, want (312, 8)", p)
	}
}
