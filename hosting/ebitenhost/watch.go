package ebitenhost

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/griffengine/griff/hosting"
)

// The watcher's debounce (see "Live reload" in the package documentation).
const (
	// Debounce is how long the game folder must stay quiet after a change
	// before the watcher reports it: editors save a file in several steps (a
	// temporary file, then a rename; or a truncate, then writes), and one
	// report after the last of them reloads the file once, whole.
	Debounce = 100 * time.Millisecond
	// MaxDebounce is how long after its first change a folder that never goes
	// quiet is reported anyway.
	MaxDebounce = time.Second
)

// watcher watches a game folder on disk (every folder in it, and folders made
// later) with fsnotify and hands the paths that changed, as slash paths inside
// the folder, to the host, a batch after each quiet spell (Debounce). It reads
// no file times: the operating system tells it.
type watcher struct {
	fw       *fsnotify.Watcher
	root     string
	log      io.Writer
	reported func(paths []string) // a test's hook, told each batch from the watcher's goroutine; nil: none

	mu      sync.Mutex
	ready   []string // reported, not yet taken by the host; under mu
	stopped chan struct{}
	done    chan struct{}
}

// watchedFolder returns the folder on disk Run watches: opts.Watch, or, when
// playing in real time, the folder lg was read from when it is one on disk
// (os.DirFS); "" for none.
func watchedFolder(lg *hosting.LoadedGame, opts Options) string {
	switch {
	case opts.NoWatch:
		return ""
	case opts.Watch != "":
		return opts.Watch
	case opts.Frames > 0:
		return ""
	}
	return dirOf(lg.Files())
}

// dirOf returns the folder of fsys if it is an os.DirFS, else "" (an embedded
// game, a test's map). os.DirFS's type is a string of the folder's path.
func dirOf(fsys fs.FS) string {
	if fsys == nil || reflect.TypeOf(fsys) != reflect.TypeOf(os.DirFS(".")) {
		return ""
	}
	return reflect.ValueOf(fsys).String()
}

// newWatcher starts watching root and every folder in it. It returns an error
// if the system's watcher cannot be made or root cannot be watched.
func newWatcher(root string, log io.Writer, reported func([]string)) (*watcher, error) {
	fw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, fmt.Errorf("ebitenhost: watching %s: %w", root, err)
	}
	w := &watcher{fw: fw, root: root, log: log, reported: reported, stopped: make(chan struct{}), done: make(chan struct{})}
	if err := w.addTree(root); err != nil {
		fw.Close()
		return nil, fmt.Errorf("ebitenhost: watching %s: %w", root, err)
	}
	go w.run()
	return w, nil
}

// addTree watches dir and every folder under it, but hidden ones (.git).
func (w *watcher) addTree(dir string) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == dir {
				return err
			}
			return nil // a folder that went away while walking
		}
		if !d.IsDir() {
			return nil
		}
		if p != dir && strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		return w.fw.Add(p)
	})
}

// run collects events until the folder is quiet for Debounce (or MaxDebounce
// passed since the first), then publishes the batch.
func (w *watcher) run() {
	defer close(w.done)
	var batch []string
	var quiet, limit <-chan time.Time
	for {
		select {
		case <-w.stopped:
			return
		case ev, ok := <-w.fw.Events:
			if !ok {
				return
			}
			if p := w.event(ev); p != "" && !slices.Contains(batch, p) {
				if batch == nil {
					limit = time.After(MaxDebounce)
				}
				batch = append(batch, p)
				quiet = time.After(Debounce)
			}
		case err, ok := <-w.fw.Errors:
			if !ok {
				return
			}
			fmt.Fprintf(w.log, "ebitenhost: watching %s: %v\n", w.root, err)
		case <-quiet:
			batch, quiet, limit = w.publish(batch), nil, nil
		case <-limit:
			batch, quiet, limit = w.publish(batch), nil, nil
		}
	}
}

// event returns the slash path inside the folder that ev changed, or "" for
// an event that changes no file (a change of mode, a folder, a hidden file);
// a new folder is watched.
func (w *watcher) event(ev fsnotify.Event) string {
	if !ev.Has(fsnotify.Create | fsnotify.Write | fsnotify.Remove | fsnotify.Rename) {
		return ""
	}
	rel, err := filepath.Rel(w.root, ev.Name)
	if err != nil || rel == "." || strings.HasPrefix(rel, "..") || strings.HasPrefix(filepath.Base(rel), ".") {
		return ""
	}
	if ev.Has(fsnotify.Create) {
		if fi, err := os.Stat(ev.Name); err == nil && fi.IsDir() {
			if err := w.addTree(ev.Name); err != nil {
				fmt.Fprintf(w.log, "ebitenhost: watching %s: %v\n", ev.Name, err)
			}
			return ""
		}
	}
	return filepath.ToSlash(rel)
}

// publish hands batch to the host (take) and the test's hook, and returns an
// empty batch.
func (w *watcher) publish(batch []string) []string {
	w.mu.Lock()
	for _, p := range batch {
		if !slices.Contains(w.ready, p) {
			w.ready = append(w.ready, p)
		}
	}
	w.mu.Unlock()
	if w.reported != nil {
		w.reported(batch)
	}
	return nil
}

// take returns the paths reported since the last take, in the order they
// first changed, or nil. It is safe to call from any goroutine.
func (w *watcher) take() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	p := w.ready
	w.ready = nil
	return p
}

// close stops watching and waits for the watcher's goroutine to end.
func (w *watcher) close() {
	close(w.stopped)
	w.fw.Close()
	<-w.done
}
