package export

import (
	"errors"
	"fmt"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// contentTypes are the types Handler sends by a file's ending, whatever the
// system's MIME tables say (browsers compile a .wasm streaming only when it
// is sent as application/wasm).
var contentTypes = map[string]string{
	".wasm": "application/wasm",
	".js":   "text/javascript; charset=utf-8",
	".html": "text/html; charset=utf-8",
	".txt":  "text/plain; charset=utf-8",
	".json": "application/json",
	".css":  "text/css; charset=utf-8",
	".png":  "image/png",
}

// encodings are the precompressed copies Handler looks for, in the order it
// prefers them: a file's brotli copy (FILE.br), then its gzip copy (FILE.gz).
var encodings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// Handler returns an HTTP handler serving the export in the folder dir: GET
// and HEAD of its files ("/" is index.html), each with its content type
// (application/wasm for .wasm) and, when the request's Accept-Encoding takes
// brotli or gzip and the file's FILE.br or FILE.gz copy is there, that copy
// with Content-Encoding; every file that has a copy is sent with Vary:
// Accept-Encoding, so caches keep the versions apart. Folders are not listed.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") {
			name += PageFile
		}
		file := filepath.Join(dir, filepath.FromSlash(name))
		if info, err := os.Stat(file); err != nil || info.IsDir() {
			http.NotFound(w, r)
			return
		}
		ext := path.Ext(name)
		ctype := contentTypes[ext]
		if ctype == "" {
			ctype = mime.TypeByExtension(ext)
		}
		if ctype != "" {
			w.Header().Set("Content-Type", ctype)
		}
		w.Header().Set("Cache-Control", "no-cache") // revalidate: an export is written again in place
		send := file
		for _, e := range encodings {
			if _, err := os.Stat(file + e.ext); err != nil {
				continue
			}
			w.Header().Set("Vary", "Accept-Encoding")
			if send == file && accepts(r.Header.Get("Accept-Encoding"), e.name) {
				send = file + e.ext
				w.Header().Set("Content-Encoding", e.name)
			}
		}
		f, err := os.Open(send)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		info, err := f.Stat()
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		http.ServeContent(w, r, name, info.ModTime(), f)
	})
}

// accepts reports whether the Accept-Encoding header value header takes the
// coding name: named with a quality above 0 (no q parameter is 1), or, when
// not named, "*" with a quality above 0. A coding named outright wins over
// "*", wherever each stands in the header.
func accepts(header, name string) bool {
	star, sawStar := false, false
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		switch strings.ToLower(strings.TrimSpace(coding)) {
		case name:
			return qualityAbove0(params)
		case "*":
			if !sawStar {
				star, sawStar = qualityAbove0(params), true
			}
		}
	}
	return star
}

// qualityAbove0 reports whether a coding's parameters (what follows its
// first ";") give it a quality above 0: a q parameter that is a number above
// 0, or none. A q that is not a number counts as none.
func qualityAbove0(params string) bool {
	for _, p := range strings.Split(params, ";") {
		key, value, _ := strings.Cut(p, "=")
		if strings.EqualFold(strings.TrimSpace(key), "q") {
			q, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
			return err != nil || q > 0
		}
	}
	return true
}

// ErrNotLoopback is wrapped by CheckAddr's error for an address other
// machines can reach.
var ErrNotLoopback = errors.New("the address is not a loopback address")

// DefaultAddr is where `griff-player serve` listens by default: this machine
// only, port 8080.
const DefaultAddr = "127.0.0.1:8080"

// CheckAddr returns an error wrapping ErrNotLoopback unless the host:port addr
// is reachable only from this machine (127.0.0.0/8, ::1 or localhost) or
// public is set, and an error for an address that is not host:port.
func CheckAddr(addr string, public bool) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("serve: %q is not host:port: %w", addr, err)
	}
	if public || host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return fmt.Errorf("serve: %s: %w; other machines could reach it: pass --public to mean it", addr, ErrNotLoopback)
}
