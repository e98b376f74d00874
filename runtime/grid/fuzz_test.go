package grid_test

import (
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
)

// FuzzGridFile reads a scene whose Griff.Grid takes its blocked cells from a
// tilemap (the grid's file form) and, when it loads, steps a game on it with
// movers that chase and patrol: a bad file is an error, never a panic, and a
// loaded one never panics either.
func FuzzGridFile(f *testing.F) {
	f.Add(`{"fromTilemap": true}`, `{"tileSize": 8, "tiles": {"1": {"collision": "solid"}}, "legend": {".": {}, "#": {"tile": 1}}, "rows": ["#..#", "...."]}`)
	f.Add(`{"fromTilemap": true, "cellSize": 4}`, `{"tileSize": 8, "width": 3, "cells": [1, 0, 1, 0, 0]}`)
	f.Add(`{"width": 2, "blocked": [true], "costs": [-1, 5000, 3]}`, `{}`)
	f.Add(`{"fromTilemap": true, "tilemapEntity": "B"}`, `{"width": 0}`)
	f.Fuzz(func(t *testing.T, gridObj, tilemapObj string) {
		data := `{"format": 1, "nextId": 5, "entities": [
			{"id": 1, "name": "B", "components": {"Griff.Grid": ` + gridObj + `, "Griff.Tilemap": ` + tilemapObj + `}},
			{"id": 2, "name": "P", "components": {"Griff.GridMover": {"cell": [1, 1], "push": true}, "Griff.GridPatrol": {"points": [[0, 0], [3, 1]]}}},
			{"id": 3, "name": "C", "components": {"Griff.GridMover": {"cell": [0, 1]}, "Griff.GridChase": {"target": "P", "diagonal": true}}},
			{"id": 4, "name": "K", "components": {"Griff.GridMover": {"cell": [2, 0]}, "Griff.Crate": {}}}]}`
		sc, err := scenes.ReadScene("fuzz", []byte(data), scenes.NewProblems(nil))
		if err != nil {
			return
		}
		gr := scenes.Get[grid.Grid](sc.Find("B"))
		if gr.Width*gr.Rows() > 1<<16 {
			return // a huge grid is legal but slow to fuzz
		}
		g, err := runtime.NewGame(runtime.Options{Scene: sc, Seed: 1}, grid.NewSystem())
		if err != nil {
			t.Fatal(err)
		}
		for range 30 {
			g.Step()
		}
	})
}
