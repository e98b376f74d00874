module github.com/griffengine/griff

go 1.26.0

require (
	github.com/andybalholm/brotli v1.3.0
	github.com/chromedp/cdproto v0.159.0
	github.com/chromedp/chromedp v0.23.0
	github.com/coder/websocket v1.8.15
	github.com/ebitengine/oto/v3 v3.4.0
	github.com/fsnotify/fsnotify v1.10.1
	github.com/go-gl/mathgl v1.2.0
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875
	github.com/hajimehoshi/ebiten/v2 v2.8.8
	github.com/jakecoffman/cp/v2 v2.1.0
	github.com/jezek/xgb v1.1.1
	github.com/jfreymuth/oggvorbis v1.0.5
	github.com/jfreymuth/vorbis v1.0.2
	github.com/klauspost/compress v1.20.4
	github.com/modelcontextprotocol/go-sdk v1.8.0
	golang.org/x/image v0.48.0
	golang.org/x/mod v0.42.0
	golang.org/x/tools v0.52.0
)

require (
	github.com/ebitengine/gomobile v0.0.0-20240911145611-4856209ac325 // indirect
	github.com/ebitengine/hideconsole v1.0.0 // indirect
	github.com/ebitengine/purego v0.9.0 // indirect
	github.com/google/jsonschema-go v0.4.3 // indirect
	github.com/segmentio/asm v1.1.3 // indirect
	github.com/segmentio/encoding v0.5.4 // indirect
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
	golang.org/x/oauth2 v0.35.0 // indirect
	golang.org/x/sync v0.25.0 // indirect
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/text v0.44.0 // indirect
	golang.org/x/time v0.15.0 // indirect
)
