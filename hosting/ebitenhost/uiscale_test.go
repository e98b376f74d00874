package ebitenhost_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/ebitenhost"
)

// uiScaleEnv makes the helper play with the save folder given (its settings
// file holds the player's UI settings) and write the window's size, as
// "W×H", after the last frame to the file given: "savedir|out.txt".
const uiScaleEnv = "GRIFF_EBITENHOST_UISCALE"

// runUIScale is the helper's run for uiScaleEnv.
func runUIScale(lg *hosting.LoadedGame, opts ebitenhost.Options, spec string) error {
	dir, out, _ := strings.Cut(spec, "|")
	opts.Game.SaveDir = dir
	var size string
	err := ebitenhost.RunWatched(lg, opts, nil, func(frame int, _ *ebiten.Image) {
		w, h := ebiten.WindowSize()
		size = fmt.Sprintf("%d×%d", w, h)
	})
	if werr := os.WriteFile(out, []byte(size), 0o644); err == nil {
		err = werr
	}
	return err
}

// The window opens at the scale the player chose in the settings panel
// (ui.Settings.WindowScale in the save folder's settings file): a 320×180
// game at 3× is a 960×540 window, not the 1× of a run of fixed frames.
func TestWindowOpensAtThePlayersScale(t *testing.T) {
	dir, _ := testGame(t)
	saves := t.TempDir()
	if err := os.WriteFile(filepath.Join(saves, hosting.SettingsFileName), []byte(`{"ui": {"windowScale": 3}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "size.txt")
	screenshot(t, dir, 3, uiScaleEnv+"="+saves+"|"+out)
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != "960×540" {
		t.Errorf("the window is %s, want 960×540 (3× the 320×180 screen)", got)
	}
}
