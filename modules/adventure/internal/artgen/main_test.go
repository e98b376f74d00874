package main

import (
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/griff/imagetest"
)

// TestPictures checks that template/assets holds, pixel for pixel, what
// hall, garden and actors draw now (run go generate in modules/adventure
// after changing them).
func TestPictures(t *testing.T) {
	dir := filepath.Join("..", "..", "template", "assets")
	imagetest.SameAsFile(t, filepath.Join(dir, "hall.png"), hall(), "run go generate in modules/adventure")
	imagetest.SameAsFile(t, filepath.Join(dir, "garden.png"), garden(), "run go generate in modules/adventure")
	imagetest.SameAsFile(t, filepath.Join(dir, "actors.png"), actors(), "run go generate in modules/adventure")
}

// TestActorCells: each cell of the actor sheet draws something opaque at
// its bottom row's middle (the feet the sprite's pivot stands on), so a
// y-sorted actor's base is where the pivot says.
func TestActorCells(t *testing.T) {
	img := actors()
	for name, r := range map[string]struct{ x, y int }{
		"hero":   {cellHero.Min.X + cellHero.Dx()/2 - 6, cellHero.Max.Y - 1},
		"keeper": {cellKeeper.Min.X + cellKeeper.Dx()/2 - 6, cellKeeper.Max.Y - 1},
		"plant":  {cellPlant.Min.X + cellPlant.Dx()/2, cellPlant.Max.Y - 1},
		"pillar": {cellPillar.Min.X + cellPillar.Dx()/2, cellPillar.Max.Y - 1},
	} {
		if img.NRGBAAt(r.x, r.y).A == 0 {
			t.Errorf("the %s's cell is clear at its feet (%d, %d)", name, r.x, r.y)
		}
	}
}
