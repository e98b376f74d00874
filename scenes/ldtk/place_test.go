package ldtk_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/ldtk"
	"github.com/griffengine/griff/scenes/visual"
)

const coinPrefab = `{"entities":[{"id":1,"name":"Coin","components":{
  "Griff.Sprite":{"image":"art/blank.png"}}}]}`

// TestSmallProjectPlays reads small.ldtk's level as a scene and spawns its
// coins: the first's field Griff_Sprite__image sets the prefab's sprite.
func TestSmallProjectPlays(t *testing.T) {
	l, _ := read(t, ldtk.Read, "small.ldtk")
	data, err := l.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenes.ReadScene("small.ldtk", data, nil)
	if err != nil {
		t.Fatalf("ReadScene: %v", err)
	}
	prefab, err := scenes.ReadTemplate("prefabs/Coin.json", []byte(coinPrefab), nil)
	if err != nil {
		t.Fatal(err)
	}
	roots := l.Place(s, func(name string) *scenes.Template {
		if name == "Coin" {
			return prefab
		}
		return nil
	})
	if len(roots) != 2 {
		t.Fatalf("Place spawned %d, want 2", len(roots))
	}
	first, second := roots[0], roots[1]
	if first.Parent().Name() != "Things" || first.Transform().Position() != griff.V(12, 16) {
		t.Errorf("coin in %v at %v, want in Things at (12, 16)", first.Parent(), first.Transform().Position())
	}
	if got := first.Transform().WorldPosition(); got != griff.V(64+12, -32+16) {
		t.Errorf("coin in the world at %v, want the level's place plus its own (76, -16)", got)
	}
	if sp := scenes.Get[visual.Sprite](first); sp == nil || sp.Image != "art/coin.png" {
		t.Errorf("first coin's sprite %+v, want art/coin.png", sp)
	}
	if sp := scenes.Get[visual.Sprite](second); sp == nil || sp.Image != "art/blank.png" {
		t.Errorf("second coin's sprite %+v, want the prefab's art/blank.png", sp)
	}
}

// TestEntityLayerOpacityTintsPrefabs: an Entities layer's opacity (here
// 0.25) multiplies the colours of the prefabs its entities spawn, as LDtk
// draws them: the coin's sprite is drawn at alpha 0.25, without a warning.
func TestEntityLayerOpacityTintsPrefabs(t *testing.T) {
	data, err := os.ReadFile("testdata/small.ldtk")
	if err != nil {
		t.Fatal(err)
	}
	from := `"__identifier": "Things", "__type": "Entities", "__cWid": 4, "__cHei": 3, "__gridSize": 8, "__opacity": 1,`
	if !bytes.Contains(data, []byte(from)) {
		t.Fatal("small.ldtk has no layer Things at opacity 1")
	}
	data = bytes.Replace(data, []byte(from), []byte(strings.Replace(from, `"__opacity": 1`, `"__opacity": 0.25`, 1)), 1)
	var p scenes.Problems
	l, err := ldtk.Read("small.ldtk", data, os.DirFS("testdata"), &p)
	if err != nil {
		t.Fatal(err)
	}
	for _, pr := range p.List() {
		if strings.Contains(pr.Message, "opacity") {
			t.Errorf("problem %v: the layer's opacity is applied, nothing to warn about", pr)
		}
	}
	sf, err := l.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenes.ReadScene("small.ldtk", sf, nil)
	if err != nil {
		t.Fatal(err)
	}
	prefab, err := scenes.ReadTemplate("prefabs/Coin.json", []byte(coinPrefab), nil)
	if err != nil {
		t.Fatal(err)
	}
	roots := l.Place(s, func(string) *scenes.Template { return prefab })
	if len(roots) != 2 {
		t.Fatalf("Place spawned %d, want 2", len(roots))
	}
	for _, r := range roots {
		if sp := scenes.Get[visual.Sprite](r); sp == nil || sp.Tint.Value() != (griff.Color{R: 1, G: 1, B: 1, A: 0.25}) {
			t.Errorf("the coin's sprite %+v, want tinted white at alpha 0.25", sp)
		}
	}
}
