package assets_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/png"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/assets"
	_ "github.com/griffengine/griff/modules/all"      // the components the levels name (Platformer.*)
	_ "github.com/griffengine/griff/runtime/builtins" // and the core's (Griff.Tween)
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/tiled"
)

// pictures are the PNG files of the built-in game with their documented sizes
// in texels (see the package documentation).
var pictures = map[string][2]int{
	"hero.png":       {112, 16},
	"tiles.png":      {128, 48},
	"coin.png":       {64, 16},
	"slime.png":      {32, 16},
	"key.png":        {16, 16},
	"door.png":       {32, 32},
	"checkpoint.png": {32, 32},
	"goal.png":       {32, 32},
	"butterfly.png":  {16, 8},
	"hills.png":      {480, 160},
	"clouds.png":     {96, 24},
	"sky.png":        {1, 90},
	"panel.png":      {24, 24},
}

func TestPicturesDecodeWithTheirSizes(t *testing.T) {
	game := assets.BuiltinGame()
	names, err := fs.Glob(game, "assets/*.png")
	if err != nil {
		t.Fatal(err)
	}
	if len(names) != len(pictures) {
		t.Errorf("the built-in game has %d PNG files %v, want %d", len(names), names, len(pictures))
	}
	for name, size := range pictures {
		b, err := fs.ReadFile(game, "assets/"+name)
		if err != nil {
			t.Error(err)
			continue
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if got := [2]int{img.Bounds().Dx(), img.Bounds().Dy()}; got != size {
			t.Errorf("%s is %v texels, want %v", name, got, size)
		}
	}
}

// TestGeneratedFilesAreFresh runs the art and level programs into a temporary
// folder and compares what they write, byte for byte, with the committed files.
func TestGeneratedFilesAreFresh(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs two programs")
	}
	// Read the generators' sources here, so that go test's cache sees them as
	// inputs of this test (the programs run in other processes).
	sources, err := filepath.Glob(filepath.Join("internal", "*", "*.go"))
	if err != nil || len(sources) == 0 {
		t.Fatalf("the generators' sources: %v, %v", sources, err)
	}
	for _, s := range sources {
		if _, err := os.ReadFile(s); err != nil {
			t.Fatal(err)
		}
	}
	dir := t.TempDir()
	for _, args := range [][]string{
		{"run", "./internal/artgen", "-out", dir},
		{"run", "./internal/levelgen", "-out", dir, "-levels", dir, "-prefabs", dir},
	} {
		cmd := exec.Command("go", args...)
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	files := map[string]string{}
	for _, level := range levels {
		files[filepath.Join(dir, level+".json")] = "scenes/" + level + ".json"
	}
	for _, name := range []string{"level1.tmx", "level2.tmx", "tiles.tsx"} {
		files[filepath.Join(dir, name)] = "levels/" + name
	}
	for _, name := range []string{"coin", "slime", "key", "doorway", "door", "checkpoint", "goal"} {
		files[filepath.Join(dir, name+".json")] = "prefabs/" + name + ".json"
	}
	for name := range pictures {
		files[filepath.Join(dir, name)] = "assets/" + name
	}
	for made, committed := range files {
		want, err := os.ReadFile(made)
		if err != nil {
			t.Error(err)
			continue
		}
		got, err := fs.ReadFile(assets.BuiltinGame(), committed)
		if err != nil {
			t.Error(err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("builtin/%s differs from what the generator writes (run go generate in the assets folder)", committed)
		}
	}
}

// TestGeneratedTwiceIsTheSame checks the pictures are deterministic within a
// run: drawing them twice gives the same bytes.
func TestGeneratedTwiceIsTheSame(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a program")
	}
	var runs [2]string
	for i := range runs {
		runs[i] = t.TempDir()
		cmd := exec.Command("go", "run", "./internal/artgen", "-out", runs[i])
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("artgen: %v\n%s", err, out)
		}
	}
	for name := range pictures {
		a, errA := os.ReadFile(filepath.Join(runs[0], name))
		b, errB := os.ReadFile(filepath.Join(runs[1], name))
		if errA != nil || errB != nil || !bytes.Equal(a, b) {
			t.Errorf("%s: two runs differ (%v, %v)", name, errA, errB)
		}
	}
}

// scene is what these tests read of a scene file: entities with names,
// positions and components, nested.
type scene struct {
	Map      string        `json:"map"`
	Entities []sceneEntity `json:"entities"`
}

type sceneEntity struct {
	ID        int    `json:"id"`
	Name      string `json:"name"`
	Transform struct {
		Position [2]float64 `json:"position"`
	} `json:"transform"`
	Components map[string]json.RawMessage `json:"components"`
	Children   []sceneEntity              `json:"children"`
}

func walk(es []sceneEntity, f func(e *sceneEntity)) {
	for i := range es {
		f(&es[i])
		walk(es[i].Children, f)
	}
}

// levels are the built-in game's scenes, in playing order: the file of each is
// scenes/NAME.json.
var levels = []string{"main", "level2"}

// readLevel returns the entities of the built-in scene NAME as the game
// makes them: the Tiled map the scene file names (read with package
// scenes/tiled; a warning fails the test), with each object's prefab entity
// (its fields set as the object says) below its layer, then the scene file's
// own entities.
func readLevel(t *testing.T, name string) []sceneEntity {
	t.Helper()
	game := assets.BuiltinGame()
	b, err := fs.ReadFile(game, "scenes/"+name+".json")
	if err != nil {
		t.Fatal(err)
	}
	var s scene
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	if s.Map == "" {
		t.Fatalf("scenes/%s.json names no map", name)
	}
	data, err := fs.ReadFile(game, s.Map)
	if err != nil {
		t.Fatal(err)
	}
	problems := scenes.NewProblems(func(p scenes.Problem) { t.Errorf("%s: %s:%d: %s", s.Map, p.File, p.Line, p.Message) })
	lv, err := tiled.ReadTMX(s.Map, data, game, problems)
	if err != nil {
		t.Fatal(err)
	}
	sf, err := lv.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	var made scene
	if err := json.Unmarshal(sf, &made); err != nil {
		t.Fatal(err)
	}
	for _, sp := range lv.Spawns {
		e := prefabEntity(t, sp.Prefab)
		e.Name = sp.Name
		for _, o := range sp.Fields {
			var fields map[string]json.RawMessage
			if err := json.Unmarshal(e.Components[o.Component], &fields); err != nil {
				t.Fatalf("%s: %s of prefab %s: %v", s.Map, o.Component, sp.Prefab, err)
			}
			fields[o.Field] = o.Value
			e.Components[o.Component], _ = json.Marshal(fields)
		}
		walk(made.Entities, func(l *sceneEntity) {
			if sp.Parent != nil && l.Name == sp.Parent.Name {
				l.Children = append(l.Children, e)
			}
		})
	}
	return append(made.Entities, s.Entities...)
}

// prefabEntity reads the entity of the built-in prefab NAME.
func prefabEntity(t *testing.T, name string) sceneEntity {
	t.Helper()
	b, err := fs.ReadFile(assets.BuiltinGame(), "prefabs/"+name+".json")
	if err != nil {
		t.Fatal(err)
	}
	var p scene
	if err := json.Unmarshal(b, &p); err != nil || len(p.Entities) != 1 {
		t.Fatalf("prefabs/%s.json: %v, %d entities, want 1", name, err, len(p.Entities))
	}
	return p.Entities[0]
}

// TestLevelWallsMatchTiles checks that the ground tilemap and its physics walls
// agree: the Ground entity is the layer "Ground" of the level's Tiled map
// (levels/level1.tmx for main, levels/level2.tmx for level2), which package
// scenes/tiled reads with no warning; the walls are taken from the map's tile
// set (the Ground entity's solid tiles, its child Ground one-way's one-way
// ones); the tile set marks every tile the ground layer shows solid but the
// wooden platform (tile 6), which is one-way; and the level is larger than
// the 480×270 screen.
func TestLevelWallsMatchTiles(t *testing.T) {
	for i, level := range levels {
		t.Run(level, func(t *testing.T) {
			checkWallsMatchTiles(t, readLevel(t, level), fmt.Sprintf("levels/level%d.tmx", i+1))
		})
	}
}

func checkWallsMatchTiles(t *testing.T, level []sceneEntity, mapFile string) {
	var ground, planks *sceneEntity
	walk(level, func(e *sceneEntity) {
		switch e.Name {
		case "Ground":
			ground = e
		case "Ground one-way":
			planks = e
		}
	})
	if ground == nil || planks == nil {
		t.Fatal("no Ground or Ground one-way entity")
	}
	var named struct {
		Layer int `json:"layer"`
	}
	var walls, oneWay struct {
		FromTilemap   string `json:"fromTilemap"`
		TilemapEntity string `json:"tilemapEntity"`
	}
	for _, u := range []struct {
		raw json.RawMessage
		v   any
	}{
		{ground.Components["Griff.Tilemap"], &named},
		{ground.Components["Griff.TilemapWalls"], &walls},
		{planks.Components["Griff.TilemapWalls"], &oneWay},
	} {
		if err := json.Unmarshal(u.raw, u.v); err != nil {
			t.Fatal(err)
		}
	}
	if walls.FromTilemap != "solid" || walls.TilemapEntity != "" || oneWay.FromTilemap != "oneWay" || oneWay.TilemapEntity != "Ground" {
		t.Errorf("walls from %+v, platforms from %+v; want the ground map's solid and one-way tiles", walls, oneWay)
	}
	if named.Layer != 0 {
		t.Errorf("the ground is drawn on layer %d, want 0 (the layer's custom property Griff.Tilemap.layer)", named.Layer)
	}
	tm := mapLayer(t, mapFile, "Ground")
	if w, h := tm.Width*tm.TileSize, len(tm.Cells)/max(tm.Width, 1)*tm.TileSize; w <= 480 || h <= 270 {
		t.Errorf("level is %d×%d world units, want larger than the 480×270 screen", w, h)
	}
	const platform = 6
	for i, id := range tm.Cells {
		want := map[bool]string{true: "solid", false: ""}[id > 0]
		if id == platform {
			want = "oneWay"
		}
		if got := tm.Tiles[fmt.Sprint(id)].Collision; got != want {
			t.Errorf("cell %d, %d (tile %d): collision %q, want %q", i%tm.Width, i/tm.Width, id, got, want)
		}
	}
}

// mapTilemap is the Griff.Tilemap scenes/tiled makes of a tile layer.
type mapTilemap struct {
	Tileset  string                                `json:"tileset"`
	TileSize int                                   `json:"tileSize"`
	Width    int                                   `json:"width"`
	Cells    []int                                 `json:"cells"`
	Tiles    map[string]struct{ Collision string } `json:"tiles"`
}

// mapLayer reads the built-in game's Tiled map file with package scenes/tiled
// and returns the tilemap of its layer named layer. A warning fails the test.
func mapLayer(t *testing.T, file, layer string) mapTilemap {
	t.Helper()
	game := assets.BuiltinGame()
	data, err := fs.ReadFile(game, file)
	if err != nil {
		t.Fatal(err)
	}
	problems := scenes.NewProblems(func(p scenes.Problem) { t.Errorf("%s: %s:%d: %s", file, p.File, p.Line, p.Message) })
	lv, err := tiled.ReadTMX(file, data, game, problems)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range lv.Roots {
		if n.Name != layer {
			continue
		}
		for _, c := range n.Components {
			if c.Type == "Griff.Tilemap" {
				b, err := json.Marshal(c.Value)
				var tm mapTilemap
				if err == nil {
					err = json.Unmarshal(b, &tm)
				}
				if err != nil {
					t.Fatal(err)
				}
				if tm.Tileset != "assets/tiles.png" || tm.TileSize != 16 {
					t.Errorf("%s: layer %q draws %q in tiles of %d, want assets/tiles.png in 16", file, layer, tm.Tileset, tm.TileSize)
				}
				return tm
			}
		}
	}
	t.Fatalf("%s has no tile layer %q", file, layer)
	return mapTilemap{}
}

// TestLevelHasTheGame checks each level's cast: one player followed by the
// camera, ten coins or more, patrolling enemies, a key and a door, a
// checkpoint, a goal leading to the next level (level 2's ends the game), the
// HUD text, and level 2's lift; only level 1 has the tutorial.
func TestLevelHasTheGame(t *testing.T) {
	for i, level := range levels {
		next := ""
		if i+1 < len(levels) {
			next = levels[i+1]
		}
		t.Run(level, func(t *testing.T) { checkCast(t, readLevel(t, level), next, i == 0, i == 1) })
	}
}

func checkCast(t *testing.T, level []sceneEntity, next string, tutorial, lift bool) {
	count := map[string]int{}
	ids := map[string]int{}
	names := map[string]string{}
	var follow struct {
		FollowName string `json:"followName"`
	}
	var hud struct {
		Text string `json:"text"`
		HUD  bool   `json:"hud"`
	}
	goal := struct {
		Next *string `json:"next"`
	}{}
	walk(level, func(e *sceneEntity) {
		for c, raw := range e.Components {
			count[c]++
			switch c {
			case "Griff.Camera":
				json.Unmarshal(raw, &follow)
			case "Platformer.Player":
				ids[c] = e.ID
				names[c] = e.Name
			case "Platformer.Goal":
				json.Unmarshal(raw, &goal)
			case "Griff.Text":
				if e.Name == "CoinCount" {
					json.Unmarshal(raw, &hud)
				}
			}
		}
	})
	one := func(b bool) int {
		if b {
			return 1
		}
		return 0
	}
	for _, want := range []struct {
		component string
		min, max  int
	}{
		{"Platformer.Player", 1, 1},
		{"Griff.Camera", 1, 1},
		{"Griff.Pickup", 11, 100}, // the coins and the key
		{"Platformer.Patrol", 2, 100},
		{"Griff.Door", 1, 1},
		{"Platformer.Checkpoint", 1, 100},
		{"Platformer.Goal", 1, 1},
		{"Griff.Wander", 1, 100},
		{"Griff.Script", one(tutorial), one(tutorial)},
		{"Platformer.Mover", one(lift), one(lift)},
	} {
		if n := count[want.component]; n < want.min || n > want.max {
			t.Errorf("%d entities with %s, want %d to %d", n, want.component, want.min, want.max)
		}
	}
	if goal.Next == nil || *goal.Next != next {
		t.Errorf("the goal leads to %v, want %q", goal.Next, next)
	}
	if follow.FollowName == "" || follow.FollowName != names["Platformer.Player"] || count["Platformer.Player"] != 1 {
		t.Errorf("the camera follows %q, want the one player %q", follow.FollowName, names["Platformer.Player"])
	}
	if hud.Text != "Coins: 0" || !hud.HUD {
		t.Errorf("the coin count reads %q (on the HUD: %v), want \"Coins: 0\" pinned to the screen", hud.Text, hud.HUD)
	}
}
