package tests

import (
	"io/fs"
	"math/rand/v2"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/blockworld"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// blockworldTemplate returns the blockworld template's files, to be edited
// by a test.
func blockworldTemplate(t *testing.T) fstest.MapFS {
	t.Helper()
	m, ok := runtime.LookupModule("blockworld")
	if !ok || m.Template == nil {
		t.Fatal("the blockworld module has no template")
	}
	folder := fstest.MapFS{}
	err := fs.WalkDir(m.Template, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(m.Template, p)
		folder[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return folder
}

// blockworldRandomInput returns n steps of random presses, releases,
// pointer moves and wheel turns from seed.
func blockworldRandomInput(seed uint64, n int) []input.Event {
	r := rand.New(rand.NewPCG(seed, 23))
	actions := []string{"left", "right", "jump", "up", "down", "dig", "place",
		"slot1", "slot2", "slot3", "slot4", "slot5", "slot6", "slot7", "slot8", "slot9"}
	held := map[string]bool{}
	var ev []input.Event
	for tick := range n {
		for range r.IntN(3) {
			switch k := r.IntN(10); {
			case k < 7:
				a := actions[r.IntN(len(actions))]
				held[a] = !held[a]
				e := input.Event{Tick: griff.Tick(tick), Action: a, Down: held[a]}
				if e.Down {
					e.Value = 1
				}
				ev = append(ev, e)
			case k < 9:
				ev = append(ev, input.Event{Kind: input.KindPointer, Tick: griff.Tick(tick), X: float64(r.IntN(480)), Y: float64(r.IntN(270))})
			default:
				ev = append(ev, input.Event{Kind: input.KindWheel, Tick: griff.Tick(tick), Y: float64(r.IntN(5) - 2)})
			}
		}
	}
	return ev
}

// playBlockworld loads folder and plays steps of random input from seed,
// failing on a panic; it returns the game and the problems reported.
func playBlockworld(t *testing.T, folder fs.FS, seed uint64, steps int) (*runtime.Game, []string) {
	t.Helper()
	lg, err := hosting.Load(folder, "blockworld")
	if err != nil {
		return nil, []string{"load: " + err.Error()}
	}
	var got []string
	g, err := lg.NewGame(hosting.Options{
		Input:    input.NewScript(blockworldRandomInput(seed, steps)),
		Problems: func(p scenes.Problem) { got = append(got, p.String()) },
	})
	if err != nil {
		return nil, append(got, "new game: "+err.Error())
	}
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("panic at step %d: %v", g.Clock().Tick(), r)
		}
	}()
	for range steps {
		g.Step()
	}
	return g, got
}

// TestBlockworldRandomInput plays the template with many steps of random
// input (walking, jumping, digging, placing, the pointer and the wheel):
// nothing panics, the miner stays in the world, and the world keeps
// working (blocks are dug).
func TestBlockworldRandomInput(t *testing.T) {
	steps := 6000
	if testing.Short() {
		steps = 1500
	}
	for seed := range uint64(3) {
		g, problems := playBlockworld(t, blockworldTemplate(t), seed, steps)
		if g == nil {
			t.Fatalf("seed %d: %v", seed, problems)
		}
		for e, m := range scenes.Active[blockworld.Miner](g.Scene()) {
			p := e.Transform().Position()
			if _, ty := blockworld.TileOf(p[0], p[1]); ty < -64 || ty > blockworld.WorldHeight {
				t.Errorf("seed %d: the miner left the world: %v", seed, p)
			}
			t.Logf("seed %d: mined %d, placed %d, at %v, %d problems", seed, m.Mined, m.Placed, p, len(problems))
		}
		for _, p := range problems {
			t.Logf("seed %d: %s", seed, p)
		}
	}
}

// TestBlockworldBadSceneFields plays the template with bad values in the
// fields of its components (wrong types, out of range, huge, empty): none
// panics or hangs.
func TestBlockworldBadSceneFields(t *testing.T) {
	cases := []struct {
		name, old, new string
		want           []string // in the problems, each
	}{
		{"radius huge", `"daySteps": 7200`, `"radius": 1000000000, "daySteps": 7200`, []string{"world.json:13:5: World#2: Blockworld.World: radius 1000000000 is more than 8 chunk columns; loading 8"}},
		{"radius negative", `"daySteps": 7200`, `"radius": -5, "daySteps": 7200`, nil},
		{"day negative", `"daySteps": 7200`, `"daySteps": -7200`, nil},
		{"day one", `"daySteps": 7200`, `"daySteps": 1`, nil},
		{"day huge", `"daySteps": 7200`, `"daySteps": 9223372036854775807`, nil},
		{"time huge", `"time": 2700`, `"time": 9223372036854775807`, nil},
		{"time negative", `"time": 2700`, `"time": -9223372036854775808`, nil},
		{"time string", `"time": 2700`, `"time": "noon"`, nil},
		{"seed huge", `"time": 2700`, `"time": 2700, "seed": 18446744073709551615`, nil},
		{"seed negative", `"time": 2700`, `"time": 2700, "seed": -1`, nil},
		{"kept bad", `"time": 2700`, `"time": 2700, "kept": [{"x": 0, "y": 2, "delta": "AAAA"}, {"x": 9223372036854775807, "y": -1, "delta": ""}]`, []string{"world.json:13:5: World#2: Blockworld.World: chunk (0, 2) is as generated: blockworld: bad chunk (0, 2): 3 bytes"}},
		{"stored bad", `"time": 2700`, `"time": 2700, "stored": [{"x": 0, "y": 2, "version": -3, "sum": 5}]`, []string{"world.json:13:5: World#2: Blockworld.World: chunk (0, 2) is as generated: the game has no save store"}},
		{"dim huge", `"time": 2700`, `"time": 2700, "dim": 1000, "started": true`, nil},
		{"world empty", `"Blockworld.World": {"daySteps": 7200, "time": 2700}`, `"Blockworld.World": {}`, nil},
		{"world null", `"Blockworld.World": {"daySteps": 7200, "time": 2700}`, `"Blockworld.World": null`, nil},
		{"world array", `"Blockworld.World": {"daySteps": 7200, "time": 2700}`, `"Blockworld.World": [1, 2]`, nil},
		{"hotbar empty", `"hotbar": ["Pickaxe", "Dirt", "Torch", "Sand", "Stone", "Wood", "Planks", "Gravel", "Coal"]`, `"hotbar": []`, nil},
		{"hotbar long", `"hotbar": ["Pickaxe"`, `"hotbar": ["Nothing", "", "Water", "Air", "Bedrock", "Leaves", "Grass", "Iron", "Torch", "Dirt", "Dirt", "Pickaxe"`, []string{"world.json:20:5: Miner#3: Blockworld.Miner: the hotbar names 20 items", `hotbar slot 1: "Nothing" is neither "Pickaxe" nor a block's item (Dirt, Stone, Sand, Gravel, Wood, Coal, Iron, Torch, Planks)`, `slot 2: ""`, `slot 3: "Water"`, `slot 4: "Air"`, `slot 5: "Bedrock"`, `slot 6: "Leaves"`, `slot 7: "Grass"`}},
		{"hotbar numbers", `"hotbar": ["Pickaxe", "Dirt", "Torch", "Sand", "Stone", "Wood", "Planks", "Gravel", "Coal"]`, `"hotbar": [1, 2, 3]`, nil},
		{"selected huge", `"hotbar": [`, `"selected": 9223372036854775807, "hotbar": [`, nil},
		{"selected negative", `"hotbar": [`, `"selected": -9223372036854775808, "hotbar": [`, nil},
		{"reach huge", `"hotbar": [`, `"reach": 1e308, "hotbar": [`, nil},
		{"reach negative", `"hotbar": [`, `"reach": -4, "hotbar": [`, nil},
		{"input huge", `"hotbar": [`, `"input": 9223372036854775807, "hotbar": [`, nil},
		{"facing odd", `"hotbar": [`, `"facing": 7, "tx": 9223372036854775807, "ty": -9223372036854775808, "aimed": true, "dug": -9223372036854775808, "hotbar": [`, nil},
		{"inventory bad", `"Pickaxe 1, Dirt 20, Torch 10, Sand 10"`, `"Pickaxe -1, Dirt 99999999999999999999, Torch x, , Sand"`, nil},
		{"miner far", `"name": "Miner",
      "transform": {"position": [8, 640]}`, `"name": "Miner",
      "transform": {"position": [1e300, -1e300]}`, nil},
		{"chunk in scene", `"name": "Cursor",
      "components": {`, `"name": "Cursor",
      "components": {"Blockworld.Chunk": {"x": 0, "y": 99, "blocks": "AAA", "water": null},`, nil},
		{"chunk child", `{
      "id": 4,`, `{"id": 9, "name": "Chunk", "components": {"Blockworld.Chunk": {"x": -9223372036854775808, "y": 2, "blocks": "/w==", "water": "Yw=="}}},
    {
      "id": 4,`, nil},
		{"two worlds", `{
      "id": 4,`, `{"id": 9, "name": "World2", "components": {"Blockworld.World": {"radius": 3}}},
    {
      "id": 4,`, nil},
		{"no miner", `"Blockworld.Miner": {`, `"Blockworld.Nothing": {`, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			folder := blockworldTemplate(t)
			scene := string(folder["scenes/world.json"].Data)
			if !strings.Contains(scene, c.old) {
				t.Fatalf("the template's scene has no %q", c.old)
			}
			folder["scenes/world.json"] = &fstest.MapFile{Data: []byte(strings.Replace(scene, c.old, c.new, 1))}
			_, problems := playBlockworld(t, folder, 1, 400)
			all := strings.Join(problems, "\n")
			for _, w := range c.want {
				if !strings.Contains(all, w) {
					t.Errorf("no problem says %q; the problems:\n%s", w, all)
				}
			}
			for _, p := range problems {
				t.Log(p)
			}
		})
	}
}

// TestBlockworldEntitiesDestroyed destroys and damages the world's key
// entities in the middle of play, as an agent could through the agent
// surface (a chunk's shade, its tile map, a chunk, the miner, the world):
// nothing panics and the game plays on.
func TestBlockworldEntitiesDestroyed(t *testing.T) {
	breaks := []struct {
		name string
		do   func(g *runtime.Game, world *scenes.Entity)
	}{
		{"shade", func(g *runtime.Game, world *scenes.Entity) {
			for _, c := range world.Children() {
				for _, k := range c.Children() {
					g.Scene().Destroy(k)
					return
				}
			}
		}},
		{"tile map", func(g *runtime.Game, world *scenes.Entity) {
			for _, c := range world.Children() {
				scenes.Remove[blockworld.Chunk](c)
				return
			}
		}},
		{"blocks", func(g *runtime.Game, world *scenes.Entity) {
			for _, c := range world.Children() {
				if ch := scenes.Get[blockworld.Chunk](c); ch != nil {
					for i := range ch.Blocks {
						ch.Blocks[i] = byte(i)
						ch.Water[i] = byte(i * 7)
						ch.Sky[i] = byte(i * 13)
					}
					ch.Glow = ch.Glow[:3]
				}
			}
		}},
		{"chunks", func(g *runtime.Game, world *scenes.Entity) {
			for _, c := range slices.Clone(world.Children()) {
				g.Scene().Destroy(c)
			}
		}},
		{"miner", func(g *runtime.Game, world *scenes.Entity) {
			for e := range scenes.Active[blockworld.Miner](g.Scene()) {
				g.Scene().Destroy(e)
			}
		}},
		{"world", func(g *runtime.Game, world *scenes.Entity) { g.Scene().Destroy(world) }},
	}
	for _, b := range breaks {
		t.Run(b.name, func(t *testing.T) {
			lg, err := hosting.Load(blockworldTemplate(t), "blockworld")
			if err != nil {
				t.Fatal(err)
			}
			var problems []string
			g, err := lg.NewGame(hosting.Options{
				Input:    input.NewScript(blockworldRandomInput(7, 600)),
				Problems: func(p scenes.Problem) { problems = append(problems, p.String()) },
			})
			if err != nil {
				t.Fatal(err)
			}
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("panic at step %d: %v\n%s", g.Clock().Tick(), r, debug.Stack())
				}
			}()
			for i := range 600 {
				if i == 200 {
					for we := range scenes.Active[blockworld.World](g.Scene()) {
						b.do(g, we)
					}
				}
				g.Step()
			}
			for _, p := range problems {
				t.Log(p)
			}
		})
	}
}
