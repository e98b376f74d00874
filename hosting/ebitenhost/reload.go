package ebitenhost

import (
	"fmt"
	"strings"

	"github.com/griffengine/griff/hosting"
)

// startWatch starts the host's file watcher on the folder Run watches
// (watchedFolder), if any. A watcher that cannot start is said on the log and
// the game plays without live reload.
func (h *host) startWatch(lg *hosting.LoadedGame, opts Options, reported func([]string)) {
	dir := watchedFolder(lg, opts)
	if dir == "" {
		return
	}
	w, err := newWatcher(dir, h.log, reported)
	if err != nil {
		fmt.Fprintf(h.log, "%v; playing without live reload\n", err)
		return
	}
	h.lg, h.files = lg, w
}

// stopWatch stops the file watcher, if there is one.
func (h *host) stopWatch() {
	if h.files != nil {
		h.files.close()
	}
}

// reloadChanged applies the files the watcher reported since the previous
// frame, before this frame's steps (so never in the middle of a step): scenes,
// prefabs, tables and sounds through hosting.LoadedGame.ReloadGame, images
// through the view and the renderer. It says what it read on the log.
func (h *host) reloadChanged() {
	if h.files == nil {
		return
	}
	paths := h.files.take()
	if len(paths) == 0 {
		return
	}
	c := h.lg.ReloadGame(h.game, paths)
	for _, img := range c.Images {
		h.view.Reload(img)
		delete(h.badImages, img) // a new version that does not read is reported again
	}
	if len(c.Images) > 0 {
		h.renderer.ReloadAssets() // sizes are read again for this frame's list
	}
	if !c.Empty() {
		fmt.Fprintln(h.log, reloadLine(&c))
	}
	if h.rec != nil && !c.Empty() {
		fmt.Fprintln(h.log, "ebitenhost: the game folder changed while recording: the recording will not replay")
	}
}

// reloadLine says what a reload read, on one line.
func reloadLine(c *hosting.Changes) string {
	var parts []string
	add := func(kind string, names []string) {
		if len(names) > 0 {
			parts = append(parts, kind+" "+strings.Join(names, ", "))
		}
	}
	add("scenes", c.Scenes)
	add("prefabs", c.Prefabs)
	if c.Tables {
		parts = append(parts, "tables")
	}
	add("images", c.Images)
	add("sounds", c.Sounds)
	line := "ebitenhost: reloaded " + strings.Join(parts, "; ")
	if len(parts) == 0 {
		line = "ebitenhost: reloaded nothing"
	}
	if c.Restarted {
		line += " (the scene being played restarted)"
	}
	if n := len(c.Problems); n > 0 {
		line += fmt.Sprintf(" (%s, in the problem log)", plural(n, "problem"))
	}
	return line
}

// plural returns "1 problem", "2 problems": n and noun, with an s unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
