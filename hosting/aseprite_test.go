package hosting_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/aseprite"
	"github.com/griffengine/griff/scenes/visual"
)

// asepriteSheet is a sheet of two 16×16 frames of duration ms each, tagged
// "walk", in the array form.
func asepriteSheet(ms string) string {
	return `{"frames": [
  {"filename": "hero 0.aseprite", "frame": {"x": 0, "y": 0, "w": 16, "h": 16}, "duration": ` + ms + `},
  {"filename": "hero 1.aseprite", "frame": {"x": 16, "y": 0, "w": 16, "h": 16}, "duration": ` + ms + `}],
 "meta": {"image": "hero.png", "size": {"w": 32, "h": 16},
  "frameTags": [{"name": "walk", "from": 0, "to": 1, "direction": "forward"}],
  "slices": [{"name": "hit", "keys": [{"frame": 0, "bounds": {"x": 1, "y": 2, "w": 3, "h": 4}},
   {"frame": 1, "bounds": {"x": 5, "y": 6, "w": 7, "h": 8}}]}]}}`
}

// asepriteFolder is reloadFolder with a Hero entity in scene main and a
// prefab hero, both naming art/hero.json.
func asepriteFolder(t *testing.T) string {
	dir := reloadFolder(t)
	hero := `"Griff.Sprite": {"image": "art/hero.png"}, "Griff.Aseprite": {"file": "art/hero.json"}`
	writeFiles(t, dir, map[string]string{
		"art/hero.json": asepriteSheet("100"),
		"scenes/main.json": `{"format": 1, "nextId": 3, "entities": [
  {"id": 1, "name": "Box", "components": {"Griff.Shape": {"size": [8, 8]}}},
  {"id": 2, "name": "Hero", "components": {` + hero + `}}]}`,
		"prefabs/hero.json": `{"format": 1, "nextId": 2, "entities": [{"id": 1, "name": "Hero", "components": {` + hero + `}}]}`,
		"prefabs/ghost.json": `{"format": 1, "nextId": 2, "entities": [{"id": 1, "name": "Ghost", "components": {
  "Griff.Sprite": {"image": "art/ghost.png"}, "Griff.Aseprite": {"file": "art/ghost.json"}}}]}`,
	})
	return dir
}

// An entity naming an Aseprite sheet plays its tags as clips, in a scene and
// spawned from a prefab; a sheet saved again is read by a reload, and a
// missing sheet warns naming the entity.
func TestAsepriteSheetClips(t *testing.T) {
	dir := asepriteFolder(t)
	var problems []scenes.Problem
	lg, g, loop := reloadGame(t, dir, &problems)
	hero := g.Scene().Find("Hero")
	if !visual.Play(hero, "walk") {
		t.Fatalf("Play(walk) found no clip; set %+v", scenes.Get[visual.AnimationSet](hero))
	}
	if fps := scenes.Get[visual.SpriteAnimation](hero).FPS; fps != 10 {
		t.Errorf("walk at %v fps, want 10 (100 ms frames)", fps)
	}
	for range 6 { // 100 ms at 60 steps a second
		if _, err := loop.Frame(g.Clock().StepDuration()); err != nil {
			t.Fatal(err)
		}
	}
	if got := scenes.Get[visual.Sprite](hero).Region; got != (visual.Region{X: 16, W: 16, H: 16}) {
		t.Errorf("after 100 ms the sprite shows %+v, want frame 1", got)
	}
	if key, ok := aseprite.SliceOn(hero, "hit"); !ok || key.Bounds != (visual.Region{X: 5, Y: 6, W: 7, H: 8}) {
		t.Errorf("the hit slice on frame 1 is %+v, %v; want the key of frame 1", key, ok)
	}
	var spawned *scenes.Entity
	g.Spawn(g.Prefab("hero"), nil, griff.Vec{}, func(e *scenes.Entity) { spawned = e })
	if _, err := loop.Frame(g.Clock().StepDuration()); err != nil {
		t.Fatal(err)
	}
	if set := scenes.Get[visual.AnimationSet](spawned); set == nil || set.Clip("walk") == nil {
		t.Errorf("a spawned hero's set %+v, want the clip walk", set)
	}
	var missing []string
	for _, p := range problems {
		if p.Component == "Griff.Aseprite" && strings.Contains(p.Message, "art/ghost.json") {
			missing = append(missing, p.String())
		}
	}
	if len(missing) != 1 {
		t.Errorf("problems %v, want one naming the missing art/ghost.json", problems)
	}

	writeFiles(t, dir, map[string]string{"art/hero.json": asepriteSheet("50")})
	c := lg.ReloadGame(g, []string{"art/hero.json"})
	if !slices.Equal(c.Scenes, []string{"main"}) || !slices.Equal(c.Prefabs, []string{"hero"}) || !c.Restarted {
		t.Errorf("changes %+v, want scene main and prefab hero read again, main restarted", c)
	}
	hero = g.Scene().Find("Hero")
	if set := scenes.Get[visual.AnimationSet](hero); set == nil || set.Clip("walk") == nil || set.Clip("walk").FPS != 20 {
		t.Errorf("after the reload the hero's set is %+v, want walk at 20 fps", set)
	}
	if set := scenes.Get[visual.AnimationSet](g.Prefab("hero").Root()); set == nil || set.Clip("walk").FPS != 20 {
		t.Errorf("after the reload the prefab's set is %+v, want walk at 20 fps", set)
	}
}

// A sheet that does not read warns once at Load naming the file and line.
func TestAsepriteBrokenSheet(t *testing.T) {
	dir := asepriteFolder(t)
	writeFiles(t, dir, map[string]string{"art/hero.json": "{\n\"frames\": [}"})
	var problems []scenes.Problem
	_, g, _ := reloadGame(t, dir, &problems)
	var got []string
	for _, p := range problems {
		if strings.Contains(p.Message, "art/hero.json:2:") {
			got = append(got, p.String())
		}
	}
	if len(got) == 0 {
		t.Errorf("problems %v, want one placing the mistake at art/hero.json:2", problems)
	}
	if set := scenes.Get[visual.AnimationSet](g.Scene().Find("Hero")); set != nil {
		t.Errorf("the hero has a set %+v from a broken sheet", set)
	}
}
