package hosting_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// ldtkFolder is a game whose scenes are LDtk projects from scenes/ldtk's
// test data: small.ldtk (with a prefab Coin) and SeparateLevelFiles.ldtk,
// whose levels are in files of their own.
func ldtkFolder(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"project.griff":     `{"name": "LDtk", "startScene": "small", "window": {"width": 160, "height": 90}}`,
		"prefabs/Coin.json": `{"format": 1, "nextId": 2, "entities": [{"id": 1, "name": "Coin", "components": {"Griff.Sprite": {"image": "art/blank.png"}}}]}`,
	}
	for dst, src := range map[string]string{
		"scenes/small.ldtk": "small.ldtk", "scenes/world.ldtk": "SeparateLevelFiles.ldtk",
		"scenes/SeparateLevelFiles/World_Level_0.ldtkl": "SeparateLevelFiles/World_Level_0.ldtkl",
		"scenes/SeparateLevelFiles/World_Level_1.ldtkl": "SeparateLevelFiles/World_Level_1.ldtkl",
		"scenes/SeparateLevelFiles/World_Level_2.ldtkl": "SeparateLevelFiles/World_Level_2.ldtkl",
	} {
		data, err := os.ReadFile(filepath.Join("..", "scenes", "ldtk", "testdata", filepath.FromSlash(src)))
		if err != nil {
			t.Fatal(err)
		}
		files[dst] = string(data)
	}
	writeFiles(t, dir, files)
	return dir
}

// TestLDtkIsAScene: an LDtk project in scenes/ is a scene: its IntGrid is
// walls, its entities spawn their prefabs with field overrides; saving one of
// its level files reads the scene again.
func TestLDtkIsAScene(t *testing.T) {
	dir := ldtkFolder(t)
	lg, err := hosting.Load(os.DirFS(dir), "ldtk")
	if err != nil {
		t.Fatal(err)
	}
	s, err := lg.LoadScene("small", scenes.NewProblems(nil))
	if err != nil {
		t.Fatal(err)
	}
	walls := scenes.Get[physics.TilemapWalls](find(s, "Ground"))
	want := []bool{false, false, true, false, false, false, false, false, true, true, true, true}
	if walls == nil || walls.Width != 4 || !slices.Equal(walls.Cells, want) || walls.CellSize != griff.V(8, 8) {
		t.Errorf("Ground's walls %+v, want %v in 8-unit cells", walls, want)
	}
	var coins []*scenes.Entity
	for e := range s.Walk() {
		if e.Name() == "Coin" {
			coins = append(coins, e)
		}
	}
	if len(coins) != 2 {
		t.Fatalf("%d coins spawned, want 2", len(coins))
	}
	if sp := scenes.Get[visual.Sprite](coins[0]); sp.Image != "art/coin.png" || coins[0].Transform().WorldPosition() != griff.V(76, -16) {
		t.Errorf("first coin shows %s at %v, want art/coin.png at (76, -16)", sp.Image, coins[0].Transform().WorldPosition())
	}
	world, err := lg.LoadScene("world", nil)
	if err != nil {
		t.Fatal(err)
	}
	if find(world, "World_Level_2") == nil {
		t.Error("the world scene lacks World_Level_2")
	}
	c := lg.Reload([]string{"scenes/SeparateLevelFiles/World_Level_1.ldtkl"})
	if !slices.Equal(c.Scenes, []string{"world"}) {
		t.Errorf("changes %+v, want the scene world read again", c)
	}
}

// TestLDtkOneLevel: a scene file names one level of an LDtk project with
// "map": "FILE#LEVEL"; the level is placed at the origin.
func TestLDtkOneLevel(t *testing.T) {
	dir := ldtkFolder(t)
	writeFiles(t, dir, map[string]string{
		"scenes/start.json": `{"format": 1, "map": "scenes/small.ldtk#Start", "entities": [{"id": 1, "name": "Camera"}]}`,
		"scenes/wrong.json": `{"format": 1, "map": "scenes/small.ldtk#Nowhere", "entities": []}`,
	})
	lg, err := hosting.Load(os.DirFS(dir), "ldtk")
	if err != nil {
		t.Fatal(err)
	}
	s, err := lg.LoadScene("start", nil)
	if err != nil {
		t.Fatal(err)
	}
	lv := find(s, "Start")
	if lv == nil || lv.Transform().Position() != (griff.Vec{}) || find(s, "Ground") == nil || find(s, "Camera") == nil {
		t.Fatalf("scene start: level %v, want the level Start at the origin with its Ground, and the Camera", lv)
	}
	var problems []scenes.Problem
	if _, err := lg.NewGame(hosting.Options{Problems: func(p scenes.Problem) { problems = append(problems, p) }}); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, p := range problems {
		if strings.Contains(p.Message, "is not a field") {
			t.Errorf("problem %v: the level's scene file writes a key its component does not have", p)
		}
		found = found || strings.HasSuffix(p.File, "scenes/small.ldtk") && strings.Contains(p.Message, `no level named "Nowhere"`)
	}
	if !found {
		t.Errorf("problems %v, want one naming the missing level Nowhere", problems)
	}
}
