//go:build !headless

package main

import (
	"fmt"
	"image"
	"image/png"
	"io"
	"io/fs"

	"github.com/griffengine/griff/griff/atomicfile"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/ebitenhost"
)

// play plays the game in a window until the window is closed. With record set it
// writes the session's playthrough there when the window closes.
func play(lg *hosting.LoadedGame, fsys fs.FS, opts hosting.Options, record string, stdout io.Writer) error {
	ho := ebitenhost.Options{Game: opts, Assets: fsys}
	if record == "" {
		return ebitenhost.Run(lg, ho)
	}
	f, err := atomicfile.Create(record, 0o644) // in place when the window closes
	if err != nil {
		return err
	}
	ho.Record = f
	err = ebitenhost.Run(lg, ho)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		fmt.Fprintf(stdout, "recorded the session to %s; replay it with: griff-player --replay %s --check%s\n", record, record, folderArg(lg))
	}
	return err
}

// screenshot plays frames frames in a window, one step each, saves the last frame as
// a PNG at path and says so on stdout.
func screenshot(lg *hosting.LoadedGame, fsys fs.FS, opts hosting.Options, frames int, path string, stdout io.Writer) error {
	var size image.Point
	err := ebitenhost.Run(lg, ebitenhost.Options{
		Game: opts, Assets: fsys, Frames: frames,
		Screenshot: func(img *image.RGBA) error {
			size = img.Rect.Size()
			return writePNG(path, img)
		},
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "frames %d screenshot %s %dx%d\n", frames, path, size.X, size.Y)
	return nil
}

// writePNG writes img to path as a PNG, atomically (griff/atomicfile).
func writePNG(path string, img image.Image) error {
	f, err := atomicfile.Create(path, 0o644)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Discard()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return f.Close()
}
