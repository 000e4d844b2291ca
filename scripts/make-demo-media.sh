#!/usr/bin/env bash
# The demo training clip of /szkolenia, made from ffmpeg's own synthetic
# sources (no download): a top view of the 20 m shuttle run with its beeps,
# Polish titles, captions, a poster, preview thumbnails, and the empty clip
# the player loads when it is destroyed. Needs Debian's ffmpeg and
# fonts-dejavu-core. Run from the repository root:
#   bash scripts/make-demo-media.sh
# File names carry a version (-v1): the web server caches media for a year,
# so a changed file gets a new name (and the content in
# app/content/szkolenia/trainings.ts points at it).
set -euo pipefail

OUT=public/media/szkolenia
NAME=shuttle-run-v1
DURATION=16
LEG=2.5 # seconds between beeps: one 20 m leg, about 3.4 times as fast as stage 1's 8.5 km/h
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$OUT"
texts=$(mktemp -d)
trap 'rm -rf "$texts"' EXIT

# drawtext reads its text from files: no escaping of Polish punctuation in the filter graph.
printf 'Test wahadłowy 20 m' >"$texts/title"
printf 'Sygnał: start z linii A' >"$texts/t1"
printf 'Dobiegnij do linii przed sygnałem' >"$texts/t2"
printf 'Etap 1: 8,5 km/h, co etap +0,5 km/h' >"$texts/t3"
printf 'Dwa spóźnienia z rzędu kończą próbę' >"$texts/t4"
printf 'Nagranie przyspieszone' >"$texts/speed"
printf 'A' >"$texts/a"
printf 'B' >"$texts/b"

# The runner goes A → B → A … one leg per beep; x runs between the two lines (x = 80 and x = 554).
runner_x="80+(474-24)*if(lt(mod(t\,2*$LEG)\,$LEG)\,mod(t\,2*$LEG)/$LEG\,2-mod(t\,2*$LEG)/$LEG)"
caption() { # file, from, to
  echo "drawtext=fontfile=$FONT:textfile=$texts/$1:fontsize=24:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=8:x=(w-tw)/2:y=h-50:enable='between(t,$2,$3)'"
}
video_filter=$(
  IFS=,
  parts=(
    "drawbox=x=0:y=90:w=640:h=200:color=0x2e7d32:t=fill"
    "drawbox=x=74:y=90:w=6:h=200:color=white:t=fill"
    "drawbox=x=554:y=90:w=6:h=200:color=white:t=fill"
    "drawtext=fontfile=$BOLD:textfile=$texts/a:fontsize=28:fontcolor=white:x=68:y=52"
    "drawtext=fontfile=$BOLD:textfile=$texts/b:fontsize=28:fontcolor=white:x=548:y=52"
    "drawbox=x='$runner_x':y=178:w=24:h=24:color=yellow:t=fill"
    "drawtext=fontfile=$BOLD:textfile=$texts/title:fontsize=30:fontcolor=white:x=(w-tw)/2:y=12"
    "drawtext=fontfile=$FONT:textfile=$texts/speed:fontsize=16:fontcolor=white@0.8:x=w-tw-12:y=h-22"
    "$(caption t1 0 3.9)"
    "$(caption t2 4 7.9)"
    "$(caption t3 8 11.9)"
    "$(caption t4 12 16)"
  )
  echo "${parts[*]}"
)

# A 1 kHz beep of 0.15 s at the start of every leg.
beeps="0.4*sin(2*PI*1000*t)*lt(mod(t\,$LEG)\,0.15)"

ffmpeg -y -loglevel error \
  -f lavfi -i "color=c=0x1b5e20:s=640x360:r=25:d=$DURATION" \
  -f lavfi -i "aevalsrc=$beeps:s=48000:d=$DURATION" \
  -filter_complex "[0:v]$video_filter[v]" -map "[v]" -map 1:a \
  -c:v libx264 -profile:v main -preset slow -crf 30 -pix_fmt yuv420p \
  -c:a aac -b:a 48k -ac 1 -movflags +faststart "$OUT/$NAME.mp4"

ffmpeg -y -loglevel error -i "$OUT/$NAME.mp4" \
  -c:v libvpx-vp9 -crf 42 -b:v 0 -row-mt 1 -deadline good -cpu-used 2 \
  -c:a libopus -b:a 32k "$OUT/$NAME.webm"

ffmpeg -y -loglevel error -ss 5 -i "$OUT/$NAME.mp4" -frames:v 1 -q:v 6 "$OUT/$NAME-poster.jpg"

# Preview thumbnails: one 160×90 tile a second, four to a row.
ffmpeg -y -loglevel error -i "$OUT/$NAME.mp4" -vf "fps=1,scale=160:90,tile=4x4" -frames:v 1 -q:v 8 \
  "$OUT/$NAME-thumbnails.jpg"
{
  echo "WEBVTT"
  for ((second = 0; second < DURATION; second++)); do
    printf '\n%02d:%02d:%02d.000 --> %02d:%02d:%02d.000\n' 0 0 "$second" 0 0 "$((second + 1))"
    printf '%s-thumbnails.jpg#xywh=%d,%d,160,90\n' "$NAME" "$(((second % 4) * 160))" "$(((second / 4) * 90))"
  done
} >"$OUT/$NAME-thumbnails.vtt"

# What Plyr loads to stop a download when it is destroyed (its own lives on its CDN).
ffmpeg -y -loglevel error -f lavfi -i "color=c=black:s=16x16:r=1:d=1" -c:v libx264 -pix_fmt yuv420p \
  -movflags +faststart public/media/blank-v1.mp4

du -ch "$OUT"/* public/media/blank-v1.mp4 | tail -1
