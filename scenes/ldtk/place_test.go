package ldtk_test

import (
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
