package ebitenhost_test

import (
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/scenes"
)

// problemTextEnv names a file the helper writes the game's problem log to, one
// problem a line as it prints (scenes.Problem.String).
const problemTextEnv = "GRIFF_EBITENHOST_PROBLEM_TEXT"

// brokenGame writes a game folder with one of each asset mistake: a missing
// image, an image whose header reads but whose pixels do not, a file that is
// not an image, a missing sound, a sound that is not one, a missing font, and a
// tile id outside its tileset.
func brokenGame(t *testing.T) string {
	t.Helper()
	good := encodePNG(t, 16, 16, color.RGBA{0, 255, 0, 255})
	dir := spriteGame(t, "assets/missing.png", false, map[string][]byte{
		"assets/cut.png":   good[:50],
		"assets/notes.png": []byte("these are notes, not a picture"),
		"assets/bad.wav":   []byte("RIFF not really"),
		"fonts/bad.ttf":    []byte("not a font"),
		"assets/tiles.png": good, // 4 tiles of 8 by 8
	})
	scene := `{"format": 1, "nextId": 10, "entities": [
  {"id": 1, "name": "Back", "components": {"Griff.Shape": {"size": [160, 90], "color": "#203040ff", "layer": -1}}},
  {"id": 2, "name": "Box", "transform": {"position": [40, 40]}, "components": {"Griff.Sprite": {"image": "assets/missing.png"}}},
  {"id": 3, "name": "Cut", "transform": {"position": [80, 40]}, "components": {"Griff.Sprite": {"image": "assets/cut.png"}}},
  {"id": 4, "name": "Notes", "transform": {"position": [120, 40]}, "components": {"Griff.Sprite": {"image": "assets/notes.png"}}},
  {"id": 5, "name": "Beep", "components": {"Griff.SoundSource": {"sound": "assets/missing.wav", "playOnStart": true}}},
  {"id": 6, "name": "Buzz", "components": {"Griff.SoundSource": {"sound": "assets/bad.wav", "playOnStart": true}}},
  {"id": 7, "name": "Label", "transform": {"position": [10, 70]}, "components": {"Griff.Text": {"text": "Hi", "font": "fonts/missing.ttf"}}},
  {"id": 8, "name": "Label2", "transform": {"position": [10, 80]}, "components": {"Griff.Text": {"text": "Hi", "font": "fonts/bad.ttf"}}},
  {"id": 9, "name": "Ground", "transform": {"position": [20, 20]}, "components": {"Griff.Tilemap": {"tileset": "assets/tiles.png", "tileSize": 8, "width": 2, "cells": [1, 400]}}}
]}`
	if err := os.WriteFile(filepath.Join(dir, "scenes", "main.json"), []byte(scene), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// A broken game folder gives the same problems headless (hosting.RunFrames) as
// in the window: the same lines, in any order.
func TestHeadlessReportsWhatTheWindowDoes(t *testing.T) {
	const frames = 5
	dir := brokenGame(t)
	log := filepath.Join(t.TempDir(), "problems.txt")
	screenshot(t, dir, frames, problemTextEnv+"="+log)
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	window := strings.Split(strings.TrimSpace(string(data)), "\n")

	lg, err := hosting.Load(os.DirFS(dir), "game")
	if err != nil {
		t.Fatal(err)
	}
	var headless []string
	opts := hosting.Options{Problems: func(p scenes.Problem) { headless = append(headless, p.String()) }}
	if _, err := hosting.RunFrames(lg, opts, frames); err != nil {
		t.Fatal(err)
	}
	slices.Sort(window)
	slices.Sort(headless)
	if !slices.Equal(window, headless) {
		t.Errorf("the window reported:\n%s\n\nheadless reported:\n%s", strings.Join(window, "\n"), strings.Join(headless, "\n"))
	}
	for _, want := range []string{"missing.png", "cut.png", "notes.png", "missing.wav", "bad.wav", "missing.ttf", "bad.ttf", "tile id 400 is outside tileset assets/tiles.png (ids 1..4)"} {
		if !strings.Contains(strings.Join(window, "\n"), want) {
			t.Errorf("no problem names %s:\n%s", want, strings.Join(window, "\n"))
		}
	}
}
