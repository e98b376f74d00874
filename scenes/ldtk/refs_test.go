package ldtk_test

import (
	"os"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/ldtk"
	"github.com/griffengine/griff/scenes/visual"
)

// TestEntityRefFieldsReferToEntities: an EntityRef field naming a field
// that takes an entity id (Griff.Camera's follow) sets it to the id of the
// entity spawned from the referenced LDtk entity, which is spawned after
// the one referring to it; one naming a component the game does not
// register keeps the iid (TestSmallProject).
func TestEntityRefFieldsReferToEntities(t *testing.T) {
	data, err := os.ReadFile("testdata/small.ldtk")
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(data), `"Game_Pickup__next"`, `"Griff_Camera__follow"`, 1)
	var p scenes.Problems
	lv, err := ldtk.Read("small.ldtk", []byte(s), os.DirFS("testdata"), &p)
	if err != nil {
		t.Fatal(err)
	}
	sf, err := lv.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenes.ReadScene(lv.Name, sf, nil)
	if err != nil {
		t.Fatal(err)
	}
	prefab, err := scenes.ReadTemplate("prefabs/Coin.json", []byte(`{"format":1,"entities":[{"id":1,"name":"Coin","components":{"Griff.Camera":{},"Griff.Sprite":{}}}],"nextId":2}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	placed := lv.Place(sc, func(string) *scenes.Template { return prefab })
	if len(placed) != 2 {
		t.Fatalf("placed %d coins, want 2", len(placed))
	}
	if c := scenes.Get[visual.Camera](placed[0]); c == nil || c.Follow != placed[1].ID() || placed[1].ID() == 0 {
		t.Errorf("the first coin's camera %+v, want following the second coin (%d)", c, placed[1].ID())
	}
	for _, pr := range sc.Problems().List() {
		if strings.Contains(pr.Message, "follow") {
			t.Errorf("problem %v, want none about the reference", pr)
		}
	}
}
