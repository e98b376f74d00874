// Command artgen draws the built-in game's pictures and writes them as PNG
// files, the same bytes on every run: go generate in package assets runs it.
//
//	go run ./internal/artgen [-out DIR]
//
// DIR defaults to builtin/assets (run from the assets folder). Every picture is
// drawn in code for Griff, from the palette in figures.go and tiles.go: figures
// are filled shapes given a one-texel dark outline; tile texture noise comes
// from a fixed integer hash, not a random stream. It uses only the standard
// library.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
)

// pictures lists every file written, by name, with the function that draws it.
var pictures = []struct {
	name string
	draw func() canvas
}{
	{"hero.png", hero},
	{"tiles.png", tileset},
	{"coin.png", coinSheet},
	{"slime.png", slimeSheet},
	{"key.png", keyPicture},
	{"door.png", doorSheet},
	{"checkpoint.png", checkpointSheet},
	{"goal.png", goalSheet},
	{"butterfly.png", butterflySheet},
	{"hills.png", hills},
	{"clouds.png", clouds},
	{"sky.png", sky},
	{"panel.png", menuPanel},
}

func main() {
	out := flag.String("out", filepath.Join("builtin", "assets"), "the folder the PNG files are written to")
	flag.Parse()
	if err := write(*out); err != nil {
		fmt.Fprintln(os.Stderr, "artgen:", err)
		os.Exit(1)
	}
}

func write(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	for _, p := range pictures {
		var b bytes.Buffer
		img := p.draw().NRGBA
		encode := encodePNG // RGBA rows filtered so they decode fast (see encodePNG)
		if img.Opaque() {
			encode = enc.Encode // RGB, as image/png writes an opaque picture (and decodes it to an *image.RGBA)
		}
		if err := encode(&b, img); err != nil {
			return fmt.Errorf("%s: %w", p.name, err)
		}
		if err := os.WriteFile(filepath.Join(dir, p.name), b.Bytes(), 0o644); err != nil {
			return err
		}
	}
	return nil
}
