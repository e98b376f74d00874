package hosting_test

import (
	"bytes"
	"image"
	"image/png"
	"io/fs"
	"strings"
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
)

// TestScreenThumbnail checks the picture service of a headless game: after
// some steps it hands a picture of the asked size, drawn from the game (not
// one colour), and nil for a size it does not draw.
func TestScreenThumbnail(t *testing.T) {
	lg, err := hosting.Load(assets.BuiltinGame(), "builtin")
	if err != nil {
		t.Fatal(err)
	}
	g, err := lg.NewGame(hosting.Options{})
	if err != nil {
		t.Fatal(err)
	}
	loop := &hosting.Loop{Game: g, NoUndo: true}
	for range 10 {
		if _, err := loop.Frame(g.Clock().StepDuration()); err != nil {
			t.Fatal(err)
		}
	}
	sc, ok := runtime.LookupService[runtime.Screen](g)
	if !ok {
		t.Fatal("a hosted game has no runtime.Screen service")
	}
	var pic *image.RGBA
	g.AfterStep(func(g *runtime.Game) { pic = sc.Thumbnail(160, 90) })
	if pic == nil || pic.Bounds() != image.Rect(0, 0, 160, 90) {
		t.Fatalf("Thumbnail(160, 90) = %v, want a 160×90 picture", pic)
	}
	colours := map[[4]uint8]bool{}
	for i := 0; i < len(pic.Pix); i += 4 {
		colours[[4]uint8(pic.Pix[i:i+4])] = true
	}
	if len(colours) < 8 {
		t.Errorf("the thumbnail has %d colours, want a drawn frame (8 or more)", len(colours))
	}
	var b bytes.Buffer
	if err := png.Encode(&b, pic); err != nil {
		t.Fatal(err)
	}
	name := sc.Show(b.Bytes())
	if again := sc.Show(b.Bytes()); again != name || !strings.HasPrefix(name, hosting.PicturePrefix) {
		t.Errorf("Show gave %q then %q, want one path under %q", name, again, hosting.PicturePrefix)
	}
	if got, err := fs.ReadFile(lg.Files(), name); err != nil || !bytes.Equal(got, b.Bytes()) {
		t.Errorf("reading %s from the game's files: %d bytes, %v; want the picture shown", name, len(got), err)
	}
	if _, err := fs.ReadFile(lg.Files(), hosting.PicturePrefix+"none.png"); err == nil {
		t.Error("a picture never shown reads")
	}
	for _, sz := range []image.Point{{0, 90}, {160, 0}, {2000, 10}} {
		if p := sc.Thumbnail(sz.X, sz.Y); p != nil {
			t.Errorf("Thumbnail(%d, %d) = a picture, want nil", sz.X, sz.Y)
		}
	}
}
