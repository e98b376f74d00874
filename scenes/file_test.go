package scenes_test

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// goldenScene builds a scene that uses every part of the file format.
func goldenScene(t *testing.T) *scenes.Scene {
	t.Helper()
	s := scenes.NewScene("golden.scene", nil)
	level := s.NewEntity("Level", nil)
	player := s.NewEntity("Player", level)
	player.Transform().SetPosition(griff.V(3, -2.5))
	player.Transform().SetRotation(1.5)
	scenes.Add(player, Mover{Speed: 2, Velocity: griff.V(0.25, 0)})
	scenes.Add(player, Health{HP: 7, Max: 10, Shown: 99})
	scenes.Add(player, Inventory{Items: []string{"key", "<rope & hook>"}, Counts: map[string]int{"b": 2, "a": 1},
		Best: &Item{Name: "Sword", Price: 12.5}})
	door := s.NewEntity("Door", level)
	door.Transform().SetScale(griff.V(-1, 2))
	door.SetActive(false)
	scenes.Add(door, Door{State: "open", Key: "Player"})
	s.NewEntity("", nil)
	gone := s.NewEntity("Gone", nil)
	s.Destroy(gone) // its id is not reused
	s.NewEntity("Tagged", nil)
	scenes.Add(s.Find("Tagged"), Tag{})
	return s
}

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want := readFile(t, name)
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (run with -update to accept):\ngot:\n%s\nwant:\n%s", name, got, want)
	}
}

func TestSceneFileGoldenRoundTrip(t *testing.T) {
	data, err := goldenScene(t).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "golden.scene", data)
	s, err := scenes.ReadScene("golden.scene", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	again, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, data) {
		t.Errorf("read and written again:\n%s\nwant:\n%s", again, data)
	}
	if n := s.Problems().Len(); n != 0 {
		t.Errorf("reading the golden scene reported %d problems: %v", n, s.Problems().List())
	}
	// The values came back.
	p := s.Find("Level/Player")
	if got, want := p.Transform().Position(), griff.V(3, -2.5); got != want {
		t.Errorf("Player position %v, want %v", got, want)
	}
	inv := scenes.Get[Inventory](p)
	if inv == nil || inv.Best == nil || inv.Best.Price != 12.5 || inv.Counts["b"] != 2 || inv.Items[1] != "<rope & hook>" {
		t.Errorf("Inventory read back as %+v", inv)
	}
	if h := scenes.Get[Health](p); h.Shown != 0 || h.HP != 7 || h.Max != 10 {
		t.Errorf("Health read back as %+v, want HP 7, Max 10, Shown (not saved) 0", *h)
	}
	if d := s.Find("Door"); d.Active() || d.ActiveInHierarchy() {
		t.Errorf("Door active after reading, want inactive")
	}
	if got, want := s.NextID(), scenes.EntityID(7); got != want {
		t.Errorf("NextID %d, want %d (the destroyed entity's id is not reused)", got, want)
	}
}

func TestFormerNameLoads(t *testing.T) {
	data := `{"entities":[{"id":1,"name":"A","components":{"Test.Gate":{"version":3,"State":"open","Key":"k"}}}]}`
	s, err := scenes.ReadScene("gate.scene", []byte(data), nil)
	if err != nil {
		t.Fatal(err)
	}
	d := scenes.Get[Door](s.Find("A"))
	if d == nil || d.State != "open" || d.Key != "k" {
		t.Fatalf("Door from former name %+v, want State open, Key k", d)
	}
	out, _ := s.Marshal()
	if !strings.Contains(string(out), `"Test.Door": {`) || strings.Contains(string(out), "Test.Gate") {
		t.Errorf("saved under the old name:\n%s", out)
	}
}

func TestUpgradeStepsRun(t *testing.T) {
	tests := []struct {
		name, comp string
		want       Door
	}{
		{"v1 open", `"Test.Door":{"Open":true,"Key":"red"}`, Door{State: "open", Key: "red"}},
		{"v1 closed", `"Test.Gate":{"version":1,"Open":false}`, Door{State: "closed"}},
		{"v2", `"Test.Door":{"version":2,"IsOpen":true}`, Door{State: "open"}},
		{"v3", `"Test.Door":{"version":3,"State":"ajar"}`, Door{State: "ajar"}},
	}
	for _, tt := range tests {
		data := `{"entities":[{"id":1,"name":"A","components":{` + tt.comp + `}}]}`
		s, err := scenes.ReadScene(tt.name, []byte(data), nil)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if got := *scenes.Get[Door](s.Find("A")); got != tt.want {
			t.Errorf("%s: got %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

func TestUpgradeErrorNamesComponent(t *testing.T) {
	data := "{\"entities\":[{\"id\":1,\"components\":{\n\"Test.Door\":{\"version\":2,\"IsOpen\":\"yes\"}}}]}"
	_, err := scenes.ReadScene("bad.scene", []byte(data), nil)
	if err == nil || !strings.Contains(err.Error(), "bad.scene:2:13") || !strings.Contains(err.Error(), "upgrading Test.Door from version 2") {
		t.Errorf("got %v, want an error at bad.scene:2:13 about upgrading Test.Door", err)
	}
}

func TestRemovedFieldSurvivesSave(t *testing.T) {
	in := `{"entities":[{"id":1,"name":"A","components":{"Test.Mover":{"Speed":1,"Turbo":{"on":true, "level": 3},"Old":[1,2]}}}]}`
	s, err := scenes.ReadScene("old.scene", []byte(in), nil)
	if err != nil {
		t.Fatal(err)
	}
	scenes.Get[Mover](s.Find("A")).Speed = 5
	out, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	want := `      "components": {
        "Test.Mover": {
          "Speed": 5,
          "Velocity": [0, 0],
          "Turbo": {
            "on": true,
            "level": 3
          },
          "Old": [1, 2]
        }
      }`
	if !strings.Contains(string(out), want) {
		t.Errorf("saved:\n%s\nwant it to contain:\n%s", out, want)
	}
	// Spawning copies kept fields too.
	tmpl := scenes.NewTemplate("a", s.Find("A"))
	s2 := scenes.NewScene("copy", nil)
	s2.Spawn(tmpl, nil)
	out2, _ := s2.Marshal()
	if !strings.Contains(string(out2), `"Old": [1, 2]`) {
		t.Errorf("spawned copy lost the kept field:\n%s", out2)
	}
}

func TestUnknownComponentKeptAndWarnedOnce(t *testing.T) {
	in := `{"entities":[
 {"id":1,"name":"A","components":{"Mod.Laser":{"Power":9000,"Beam":[1,2]},"Test.Tag":{}}},
 {"id":2,"name":"B","components":{"Mod.Laser":{"Power":1}}}]}`
	var sunk []scenes.Problem
	log := scenes.NewProblems(func(p scenes.Problem) { sunk = append(sunk, p) })
	s, err := scenes.ReadScene("mods.scene", []byte(in), log)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := s.Marshal()
	if !strings.Contains(string(out), "\"Mod.Laser\": {\n          \"Power\": 9000,\n          \"Beam\": [1, 2]\n        },\n        \"Test.Tag\": {}") {
		t.Errorf("unknown component not kept in name order:\n%s", out)
	}
	// Reading the same file again into the same log warns no more.
	if _, err := scenes.ReadScene("mods.scene", []byte(in), log); err != nil {
		t.Fatal(err)
	}
	if len(sunk) != 2 {
		t.Fatalf("got %d problems, want 2 (one per entity): %v", len(sunk), sunk)
	}
	p := sunk[0]
	if p.Severity != scenes.SeverityWarning || p.File != "mods.scene" || p.Entity != "A" || p.EntityID != 1 || p.Component != "Mod.Laser" {
		t.Errorf("problem %+v does not name file, entity and component", p)
	}
	if got, want := p.String(), "warning: mods.scene:2:35: A#1: Mod.Laser: unknown component; its data is kept and saved unchanged"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestMalformedFileErrors(t *testing.T) {
	tests := []struct {
		name, in, want string
		base           error
	}{
		{"syntax", "{\n  \"entities\": [\n    {\"id\": 1,,}\n  ]\n}", "bad.scene:3:14: ", scenes.ErrSyntax},
		{"truncated", "{\"entities\": [", "bad.scene:1:15: ", scenes.ErrSyntax},
		{"trailing", "{} {}", "bad.scene:1:4: ", scenes.ErrSyntax},
		{"not an object", "[1]", "bad.scene:1:1: (file): ", scenes.ErrFormat},
		{"field type", "{\"entities\":[{\"id\":1,\n\"components\":{\"Test.Mover\":{\n  \"Speed\": \"fast\"}}}]}", "bad.scene:3:12: #1: entities[0].components[\"Test.Mover\"].Speed: ", scenes.ErrFormat},
		{"nested field type", "{\"entities\":[{\"id\":1,\"children\":[{\"id\":2,\"components\":{\"Test.Health\":{\"max\":1.5}}}]}]}", `bad.scene:1:77: /#2: entities[0].children[0].components["Test.Health"].max: `, scenes.ErrFormat},
		{"deep field type", "{\"entities\":[{\"id\":1,\"components\":{\"Test.Inventory\":{\"Best\":{\"Name\":\"x\",\n \"Price\": \"cheap\"}}}}]}", `bad.scene:2:11: #1: entities[0].components["Test.Inventory"].Best.Price: `, scenes.ErrFormat},
		{"slice item type", "{\"entities\":[{\"id\":1,\"components\":{\"Test.Inventory\":{\"Items\":[\"a\",\n 7]}}}]}", `bad.scene:2:2: #1: entities[0].components["Test.Inventory"].Items[1]: `, scenes.ErrFormat},
		{"name type", "{\"entities\":[{\"id\":1,\"name\":7}]}", "bad.scene:1:29: #1: entities[0].name: ", scenes.ErrFormat},
		{"missing id", "{\"entities\":[{\"name\":\"x\"}]}", "bad.scene:1:14: x: entities[0]: ", scenes.ErrFormat},
		{"duplicate id", "{\"entities\":[{\"id\":1},{\"id\":1}]}", "bad.scene:1:29: #1: entities[1].id: ", scenes.ErrFormat},
		{"zero id", "{\"entities\":[{\"id\":0}]}", "bad.scene:1:20: entities[0].id: ", scenes.ErrFormat},
		{"huge id", "{\"entities\":[{\"id\":1e30}]}", "bad.scene:1:20: entities[0].id: ", scenes.ErrFormat},
		// Mistakes found before the entity is made name it as those after do.
		{"id twice, named", "{\"entities\":[{\"id\":2,\"name\":\"A\"},\n {\"id\":2,\"name\":\"Field\"}]}", "bad.scene:2:8: Field#2: entities[1].id: ", scenes.ErrFormat},
		{"unknown key, named", "{\"entities\":[{\"id\":3,\"name\":\"Field\",\n \"parent\":1}]}", "bad.scene:2:2: Field#3: entities[0].parent: ", scenes.ErrFormat},
		{"unknown key in a child", "{\"entities\":[{\"id\":1,\"name\":\"Level\",\"children\":[{\"id\":4,\"name\":\"Door\",\"colour\":1}]}]}", "bad.scene:1:71: Level/Door#4: entities[0].children[0].colour: ", scenes.ErrFormat},
		{"unknown key", "{\"entities\":[{\"id\":1,\"nmae\":\"x\"}]}", "bad.scene:1:22: #1: entities[0].nmae: ", scenes.ErrFormat},
		{"position", "{\"entities\":[{\"id\":1,\"transform\":{\"position\":[1]}}]}", "bad.scene:1:46: #1: entities[0].transform.position: ", scenes.ErrFormat},
		{"rotation", "{\"entities\":[{\"id\":1,\"transform\":{\"rotation\":\"x\"}}]}", "bad.scene:1:46: #1: entities[0].transform.rotation: ", scenes.ErrFormat},
		{"component twice", "{\"entities\":[{\"id\":1,\"components\":{\"Test.Door\":{},\"Test.Gate\":{}}}]}", "bad.scene:1:51: #1: entities[0].components[\"Test.Gate\"]: ", scenes.ErrFormat},
		{"component not object", "{\"entities\":[{\"id\":1,\"components\":{\"Test.Tag\":[]}}]}", "bad.scene:1:47: #1: entities[0].components[\"Test.Tag\"]: ", scenes.ErrFormat},
		{"newer format", "{\"format\":2}", "bad.scene:1:11: format: ", scenes.ErrFormat},
	}
	for _, tt := range tests {
		_, err := scenes.ReadScene("bad.scene", []byte(tt.in), nil)
		var fe *scenes.FileError
		if !errors.As(err, &fe) {
			t.Errorf("%s: got %v, want a *FileError", tt.name, err)
			continue
		}
		if !strings.HasPrefix(err.Error(), tt.want) || !errors.Is(err, tt.base) {
			t.Errorf("%s: got %q, want it to start with %q and wrap %v", tt.name, err, tt.want, tt.base)
		}
	}
}

func TestPrefabTemplate(t *testing.T) {
	prefab := []byte(`{"entities":[{"id":5,"name":"Coin","transform":{"position":[1,2]},
		"components":{"Test.Inventory":{"Items":["gold"],"Counts":{"gold":1}}},
		"children":[{"id":9,"name":"Glint","components":{"Test.Hooked":{"N":10}}}]}]}`)
	tmpl, err := scenes.ReadTemplate("coin.prefab", prefab, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := scenes.NewScene("level", nil)
	parent := s.NewEntity("Coins", nil)
	a := s.Spawn(tmpl, parent)
	b := s.Spawn(tmpl, parent)
	if a.ID() == b.ID() || a.Parent() != parent || a.Name() != "Coin" || len(a.Children()) != 1 {
		t.Fatalf("spawned %v and %v under %v", a, b, parent)
	}
	scenes.Get[Inventory](a).Items[0] = "silver"
	scenes.Get[Inventory](a).Counts["gold"] = 7
	if got := scenes.Get[Inventory](b); got.Items[0] != "gold" || got.Counts["gold"] != 1 {
		t.Errorf("copies share data: second spawn has %+v", got)
	}
	h := scenes.Get[Hooked](b.Children()[0])
	if h.N != 11 {
		t.Errorf("Hooked.N = %d after spawning, want 11 (10 from the file, +1 by Attached)", h.N)
	}
	if got := scenes.Get[Hooked](tmpl.Root().Children()[0]).N; got != 10 {
		t.Errorf("template's own Hooked.N = %d, want 10 (no hooks run on templates)", got)
	}
	if !a.Transform().Jumped() || a.Transform().Position() != griff.V(1, 2) {
		t.Errorf("spawned transform jumped=%v pos=%v, want true (1, 2)", a.Transform().Jumped(), a.Transform().Position())
	}
	if _, err := scenes.ReadTemplate("two.prefab", []byte(`{"entities":[{"id":1},{"id":2}]}`), nil); err == nil {
		t.Errorf("a prefab with two roots read without error")
	}
}

// TestOldFileUpgradedGolden reads a hand-written file in an old form (a former
// component name, version 1 data, an unknown component, a field the type no
// longer has, loose spacing) and checks what it saves as.
func TestOldFileUpgradedGolden(t *testing.T) {
	s, err := scenes.ReadScene("old_input.json", readFile(t, "old_input.json"), nil)
	if err != nil {
		t.Fatal(err)
	}
	out, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "old_upgraded.scene", out)
	if got := s.Problems().Len(); got != 3 {
		t.Errorf("%d problems, want 3 (the unknown component and the two fields the types no longer have): %v", got, s.Problems().List())
	}
	if e := s.NewEntity("new", nil); e.ID() != 12 {
		t.Errorf("new entity id %d, want 12", e.ID())
	}
}

// TestTemplateSpawnConcurrently spawns from one template into several scenes at
// once, as a balance simulation's games do, and checks each copy.
func TestTemplateSpawnConcurrently(t *testing.T) {
	tmpl, err := scenes.ReadTemplate("enemy.prefab", []byte(`{"entities":[{"id":1,"name":"Enemy",
		"components":{"Test.Inventory":{"Items":["a","b"],"Counts":{"a":1}},"Test.Mover":{"Speed":3}},
		"children":[{"id":2,"name":"Gun","transform":{"position":[4,0]}}]}]}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := tmpl.Marshal()
	done := make(chan string, 4)
	for g := range 4 {
		go func() {
			s := scenes.NewScene(fmt.Sprint("game", g), nil)
			for range 200 {
				e := s.Spawn(tmpl, nil)
				scenes.Get[Inventory](e).Items[0] = "changed"
			}
			total := 0.0
			for _, m := range scenes.All[Mover](s) {
				total += m.Speed
			}
			done <- fmt.Sprint(s.Len(), total)
		}()
	}
	for range 4 {
		if got := <-done; got != "400 600" {
			t.Errorf("a game has %s entities and total speed, want 400 600", got)
		}
	}
	if got, _ := tmpl.Marshal(); !bytes.Equal(got, want) {
		t.Errorf("spawning changed the template:\n%s", got)
	}
}
